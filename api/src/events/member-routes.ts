import { membershipStatus } from '@golf/contract/membership';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errorResponse, errors, idParam, idParams, pageCount, pageQuery } from '../core/schemas.js';
import { refundEnrolment } from './attendees.js';
import { cancelEnrolment, enrol } from './enrolments.js';
import { countEnrolment } from './enrolment-limits.js';
import { enrollmentsOf, findEnrollmentOf, findEvent, findOwnEnrollment, PAST_PAGE_SIZE, pastEvents, upcomingEvents } from './queries.js';
import { enrolmentRequestSchema, waitlistRequestSchema } from '@golf/contract/enrolment';
import { enrollmentSchema, eventDetailSchema, eventSchema, familyWaitlistEntrySchema, myBookingsSchema, myWaitlistSchema } from '@golf/contract/event-shapes';
import { enrolmentPriceCents, toDollars } from './rules.js';
import { enrollmentJson, eventJson } from './serialize.js';
import { textReader } from '../core/translations.js';
import { familyOnEvent } from './family-bookings.js';
import { familyWaitlist, joinWaitlist, leaveWaitlist, myWaitlist, waitingPersonIds, waitlistSettingsOf } from './waitlist.js';
import type { UserRow } from '../users/table.js';
import { requireVerifiedEmail } from '../users/verified-email.js';

const ok = z.literal('ok');
const secured = { tags: ['events'], security: [{ bearer: [] }] };

/** What a signed-in member does with events: lists, detail, enrolling and cancelling. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cms/event/list',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        summary: 'Upcoming events (today and later, Hong Kong time), soonest first',
        response: { 200: z.object({ status: ok, events: z.array(eventSchema), total: z.number(), lastPage: z.number() }), ...errors },
      },
    },
    async (request) => {
      const rows = await upcomingEvents(app.db);
      return { status: 'ok' as const, events: rows.map((row) => eventJson(row, textReader(request))), total: rows.length, lastPage: 1 };
    },
  );

  app.get(
    '/cms/event/list/past',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        summary: `Past events, newest first, ${PAST_PAGE_SIZE} a page`,
        querystring: z.object({ page: pageQuery }),
        response: { 200: z.object({ status: ok, pastEvents: z.array(eventSchema), total: z.number(), lastPage: z.number() }), ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await pastEvents(app.db, request.query.page);
      return { status: 'ok' as const, pastEvents: rows.map((row) => eventJson(row, textReader(request))), total, lastPage: pageCount(total, PAST_PAGE_SIZE) };
    },
  );

  app.get(
    '/cms/event/get/:id',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        summary: "An event with the caller's enrolment in it (null when not enrolled), the price the caller would pay, and, for a guardian, each of the family with their price and booking",
        params: idParams,
        response: {
          200: z.object({ status: ok, ...eventDetailSchema.shape }),
          ...errors,
        },
      },
    },
    async (request) => {
      const event = await findEvent(app.db, request.params.id);
      if (!event) throw new HttpError(404, 'events.eventNotFound');
      const user = currentUser(request);
      const mine = await findEnrollmentOf(app.db, event.id, user.id);
      const myPrice = toDollars(enrolmentPriceCents(event, membershipStatus(user)));
      return {
        status: 'ok' as const,
        event: eventJson(event, textReader(request)),
        myEnrollment: mine ? enrollmentJson(mine) : null,
        myFamily: await familyOnEvent(app.db, event, user),
        myPrice,
        myWaitlist: await myWaitlist(app.db, event.id, user.id),
        myFamilyWaitlist: await familyWaitlist(app.db, event.id, user),
      };
    },
  );

  app.post(
    '/cms/event/enroll/:id',
    {
      onRequest: app.requireUser,
      preValidation: requireVerifiedEmail,
      schema: {
        ...secured,
        summary:
          'Enrol in an event: the caller, or `participants` (the caller\'s person id and/or their juniors\'), all of them or none; each at the price of their own membership; 403 for another family\'s junior; 409 when full, not enough places for all, closed or already enrolled',
        params: idParams,
        body: enrolmentRequestSchema,
        response: {
          200: z.union([z.object({ status: ok, enrollment: enrollmentSchema }), z.object({ status: ok, enrollments: z.array(enrollmentSchema).describe('one per participant, in the order asked') })]),
          409: errorResponse,
          ...errors,
        },
      },
    },
    async (request) => {
      const { webOrigin, holdHours } = waitlistSettingsOf(app.config);
      const user = currentUser(request);
      const counted = await countEnrolment(app.db, user.id, request.params.id);
      try {
        const rows = await enrol(app.db, request.params.id, user, request.body, { webOrigin, holdHours });
        return rows.length === 1 ? { status: 'ok' as const, enrollment: enrollmentJson(rows[0]!) } : { status: 'ok' as const, enrollments: rows.map(enrollmentJson) };
      } catch (error) {
        // Only enrolments made count towards the limits, not refusals (full, duplicate).
        await counted.giveBack();
        throw error;
      }
    },
  );

  app.delete(
    '/cms/event/enroll/:id',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        summary:
          'Cancel your own enrolment, freeing its place. Pending: cancelled. Paid (online, free practice or free): refunded the same way an admin refund is, until the event’s cancellation deadline (cancellationHours before the start); after it, or paid in cash or by transfer, 409 (contact the club)',
        params: idParams,
        response: {
          200: z.object({ status: ok, refunded: z.number().nullable().describe('HKD dollars given back for a paid booking; null when nothing was paid') }),
          409: errorResponse,
          502: errorResponse,
          ...errors,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const mine = await findOwnEnrollment(app.db, request.params.id, user.id);
      if (mine?.paymentStatus === 'Paid') {
        const refund = await refundEnrolment(app.db, {
          enrollmentId: mine.id,
          refundedBy: user.id,
          member: { userId: user.id, now: new Date() },
          payments: app.payments,
          waitlist: waitlistSettingsOf(app.config),
        });
        return { status: 'ok' as const, refunded: toDollars(refund.amountCents) };
      }
      const { providerSessionIds } = await cancelEnrolment(app.db, request.params.id, user.id, waitlistSettingsOf(app.config));
      const { provider } = app.payments;
      await Promise.all(providerSessionIds.map((providerSessionId) => provider.expire({ providerSessionId })));
      return { status: 'ok' as const, refunded: null };
    },
  );

  const waitlistResponse = z.object({ status: ok, myWaitlist: myWaitlistSchema.nullable(), myFamilyWaitlist: z.array(familyWaitlistEntrySchema) });
  const waitlistOf = async (eventId: string, user: UserRow) => ({
    status: 'ok' as const,
    myWaitlist: await myWaitlist(app.db, eventId, user.id),
    myFamilyWaitlist: await familyWaitlist(app.db, eventId, user),
  });
  app.post(
    '/cms/event/waitlist/:id',
    {
      onRequest: app.requireUser,
      preValidation: requireVerifiedEmail,
      schema: {
        ...secured,
        summary:
          "Join the waiting list of a full event: the caller, or `participants` (the caller's person id and/or their juniors'), one entry each; when a place frees, the first in line gets it held for WAITLIST_HOLD_HOURS. 403 for another family's junior; 409 when places are left for all of them, already on the list or enrolled",
        params: idParams,
        body: waitlistRequestSchema.nullish(),
        response: { 200: waitlistResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const personIds = await waitingPersonIds(app.db, user.id, request.body?.participants);
      await joinWaitlist(app.db, request.params.id, user.id, personIds, waitlistSettingsOf(app.config));
      return waitlistOf(request.params.id, user);
    },
  );

  app.delete(
    '/cms/event/waitlist/:id',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        summary:
          "Leave the waiting list: `personId` (the caller's own or a junior's), or without it everyone the caller manages on it; places held for them pass to the next in line",
        params: idParams,
        querystring: z.object({ personId: idParam.optional() }),
        response: { 200: waitlistResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await leaveWaitlist(app.db, request.params.id, user.id, request.query.personId, waitlistSettingsOf(app.config));
      return waitlistOf(request.params.id, user);
    },
  );

  app.get(
    '/cms/event/my-enrollments',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        summary: "The caller's bookings with their events: upcoming (soonest first, today included) and past (latest first)",
        response: { 200: myBookingsSchema.extend({ status: ok }), ...errors },
      },
    },
    async (request) => {
      const { upcoming, past } = await enrollmentsOf(app.db, currentUser(request).id);
      const json = ({ enrollment, event }: (typeof upcoming)[number]) => ({ enrollment: enrollmentJson(enrollment), event: eventJson(event, textReader(request)) });
      return { status: 'ok' as const, upcoming: upcoming.map(json), past: past.map(json) };
    },
  );
};
