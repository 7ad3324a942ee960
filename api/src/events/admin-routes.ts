import { and, eq, inArray, sql } from 'drizzle-orm';
import { siteOrigin } from '../config.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errorResponse, errors, idParams, pageCount, pageQuery } from '../core/schemas.js';
import { payments } from '../payments/table.js';
import { checkIn, enrolmentOfManualCode } from './check-in.js';
import { headcount, juniorCareOf } from './attendees.js';
import { hkDay } from './hk-time.js';
import { adminEvents, ADMIN_PAGE_SIZE } from './queries.js';
import { parseEntryCode, parseManualCode, toCents } from './rules.js';
import { eventRequestSchema, type EventFields } from '@golf/contract/event-request';
import { enrollmentSchema, eventSchema } from '@golf/contract/event-shapes';
import { juniorCareSchema } from '@golf/contract/attendees';
import { enrollmentJson, eventJson } from './serialize.js';
import { textReader } from '../core/translations.js';
import { enrollments, events, type EventRow } from './table.js';
import type { Db } from '../db/client.js';
import { enqueueMail } from '../mail/outbox.js';
import { users } from '../users/table.js';
import { changesWhenOrWhere, eventNoticeMail } from './mails.js';
import { offerFreedPlaces, waitlistSettingsOf } from './waitlist.js';

const ok = z.literal('ok');
const admin = { tags: ['events (admin)'], security: [{ bearer: [] }] };
const eventResponse = z.object({ status: ok, event: eventSchema });

/** The longest weekly series made in one step (half a year). */
const MAX_SERIES_WEEKS = 26;

/** YYYY-MM-DD plus `days` (calendar days; dates carry no time zone). */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The row's columns of the form's fields: each text per language (decision 95), a language not
 * sent (a plain string in the other one) undefined: left as it is on an update, null on a new row.
 */
function columns(body: EventFields) {
  const { priceMember, priceNonMember, name, description, venue, ...rest } = body;
  return {
    ...rest,
    nameZh: name.zh,
    nameEn: name.en,
    descriptionZh: description.zh,
    descriptionEn: description.en,
    venueZh: venue.zh,
    venueEn: venue.en,
    priceMemberCents: toCents(priceMember),
    priceNonMemberCents: toCents(priceNonMember),
  };
}

/** Event authoring, the admin event table and entry check-in; every route needs an Admin. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cms/event/create',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, summary: 'Create an event', body: eventRequestSchema, response: { 200: eventResponse, ...errors } },
    },
    async (request) => {
      const [event] = await app.db.insert(events).values(columns(request.body)).returning();
      return { status: 'ok' as const, event: eventJson(event!, textReader(request)) };
    },
  );

  const webOrigin = siteOrigin(app.config);

  app.post(
    '/admin/event/series',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Create a weekly series in one step: the same event on its date and every 7 days after, `weeks` times (2 to 26)',
        body: eventRequestSchema.extend({ weeks: z.number().int().min(2).max(MAX_SERIES_WEEKS) }),
        response: { 200: z.object({ status: ok, events: z.array(eventSchema) }), ...errors },
      },
    },
    async (request) => {
      const { weeks, ...fields } = request.body;
      const values = columns(fields);
      const created = await app.db.transaction((tx) =>
        tx.insert(events).values(Array.from({ length: weeks }, (_, week) => ({ ...values, date: addDays(values.date, 7 * week) }))).returning(),
      );
      return { status: 'ok' as const, events: created.sort((a, b) => a.date.localeCompare(b.date)).map((row) => eventJson(row, textReader(request))) };
    },
  );

  app.post(
    '/admin/event/:id/duplicate',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Copy an event (its fields and image, nobody enrolled) to change and publish it as a new one',
        params: idParams,
        response: { 200: eventResponse, ...errors },
      },
    },
    async (request) => {
      const [source] = await app.db.select().from(events).where(eq(events.id, request.params.id)).limit(1);
      if (!source) throw new HttpError(404, 'events.eventNotFound');
      const { id: _id, currentParticipants: _current, heldPlaces: _held, createdAt: _created, updatedAt: _updated, ...fields } = source;
      const [copy] = await app.db.insert(events).values(fields).returning();
      return { status: 'ok' as const, event: eventJson(copy!, textReader(request)) };
    },
  );

  /** Writes the notice of a changed or cancelled event to every member enrolled, in their language. */
  async function noticeEnrolled(tx: Db, event: EventRow, kind: 'changed' | 'cancelled') {
    const enrolled = await tx
      .select({ email: enrollments.email, fullName: enrollments.fullName, language: users.language })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(eq(enrollments.eventId, event.id));
    for (const { language, ...enrollment } of enrolled) await enqueueMail(tx, eventNoticeMail({ kind, event, enrollment, language, webOrigin }));
  }

  app.put(
    '/cms/event/update/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Replace an event’s fields; max participants cannot go below the people enrolled',
        params: idParams,
        body: eventRequestSchema,
        response: { 200: eventResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const values = columns(request.body);
      const event = await app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(events).where(eq(events.id, request.params.id)).for('update');
        if (!before) return undefined;
        // The capacity check and the write are one statement, so an enrolment arriving meanwhile
        // cannot slip under a lowered limit.
        const [after] = await tx
          .update(events)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(events.id, request.params.id), sql`${events.currentParticipants} <= ${values.maxParticipants}`))
          .returning();
        // Members enrolled hear of a new date, time or place, with the change itself.
        if (after && changesWhenOrWhere(before, after)) await noticeEnrolled(tx, after, 'changed');
        // More places, or registration reopened: the waiting list is offered what is free.
        if (after) await offerFreedPlaces(tx, after.id, waitlistSettingsOf(app.config));
        return after;
      });
      if (event) return { status: 'ok' as const, event: eventJson(event, textReader(request)) };
      const [existing] = await app.db.select().from(events).where(eq(events.id, request.params.id));
      if (!existing) throw new HttpError(404, 'events.eventNotFound');
      throw new HttpError(409, 'events.maxBelowParticipants', { count: existing.currentParticipants });
    },
  );

  app.delete(
    '/cms/event/delete/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Delete an event and its unpaid enrolments; refused when someone has paid',
        params: idParams,
        response: { 200: eventResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const id = request.params.id;
      const { deleted, ended } = await app.db.transaction(async (tx) => {
        // Open checkouts of its enrolments end with it (payments first: the lock order of every flow).
        const ended = await tx
          .update(payments)
          .set({ status: 'expired' })
          .where(
            and(
              eq(payments.status, 'open'),
              inArray(payments.enrollmentId, tx.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.eventId, id))),
            ),
          )
          .returning({ providerSessionId: payments.providerSessionId });
        const [event] = await tx.select().from(events).where(eq(events.id, id)).for('update');
        if (!event) throw new HttpError(404, 'events.eventNotFound');
        const [paid] = await tx
          .select({ id: enrollments.id })
          .from(enrollments)
          .where(and(eq(enrollments.eventId, id), eq(enrollments.paymentStatus, 'Paid')))
          .limit(1);
        // Paid places are money owed to members: the admin closes registration instead.
        if (paid) throw new HttpError(409, 'events.eventHasPaidEnrolments');
        await noticeEnrolled(tx, event, 'cancelled');
        await tx.delete(events).where(eq(events.id, id));
        return { deleted: event, ended };
      });
      const { provider } = app.payments;
      await Promise.all(ended.map((p) => (p.providerSessionId ? provider.expire(p) : undefined)));
      return { status: 'ok' as const, event: eventJson(deleted, textReader(request)) };
    },
  );

  app.get(
    '/admin/event/list',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: `Every event, newest date first, ${ADMIN_PAGE_SIZE} a page; keyword searches name, venue, type, coach, tag`,
        querystring: z.object({ page: pageQuery, keyword: z.string().max(100).default('') }),
        response: { 200: z.object({ status: ok, events: z.array(eventSchema), total: z.number(), lastPage: z.number() }), ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await adminEvents(app.db, request.query.page, request.query.keyword);
      return { status: 'ok' as const, events: rows.map((row) => eventJson(row, textReader(request))), total, lastPage: pageCount(total, ADMIN_PAGE_SIZE) };
    },
  );

  app.post(
    '/admin/event/checkin',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Admit the holder of an entry QR code GBEVT:{eventId}:{enrollmentId} (Paid only, once, on the event’s day; a code of another day is wrongDay and records nothing)',
        body: z.object({ code: z.string().max(300).describe('the QR text GBEVT:{eventId}:{enrollmentId}, or the manual code under it (7F3A-2C91)') }),
        response: {
          200: z.object({
            status: ok,
            result: z.enum(['checkedIn', 'alreadyCheckedIn', 'unpaid', 'wrongDay']),
            enrollment: enrollmentSchema,
            event: eventSchema,
            checkedInAt: z.string().nullable(),
            junior: juniorCareSchema.nullable().describe("a junior's place: the guardian's phone, emergency contact, medical note and photo consent"),
            headcount: z.object({ enrolled: z.number(), paid: z.number(), checkedIn: z.number() }).describe('the event as it stands after this code'),
            today: z.boolean().describe('whether the event is on today’s date in Hong Kong (a warning at the door when not)'),
          }),
          ...errors,
          404: errorResponse.extend({ result: z.literal('notFound') }),
        },
      },
    },
    async (request, reply) => {
      const manual = parseManualCode(request.body.code);
      const code = parseEntryCode(request.body.code) ?? (manual ? await enrolmentOfManualCode(app.db, manual) : null);
      if (!code && !manual) throw new HttpError(400, 'events.checkinCodeInvalid');
      const outcome = code ? await checkIn(app.db, code.eventId, code.enrollmentId, currentUser(request).id) : ({ result: 'notFound' } as const);
      if (outcome.result === 'notFound') {
        return reply.code(404).send({ status: 'nok' as const, error: request.t('events.checkinNotFound'), result: 'notFound' as const });
      }
      return {
        status: 'ok' as const,
        result: outcome.result,
        enrollment: enrollmentJson(outcome.enrollment),
        event: eventJson(outcome.event, textReader(request)),
        checkedInAt: outcome.checkedInAt ? outcome.checkedInAt.toISOString() : null,
        junior: (await juniorCareOf(app.db, [outcome.enrollment]))[0] ?? null,
        headcount: await headcount(app.db, outcome.event.id),
        today: outcome.event.date === hkDay(new Date()),
      };
    },
  );
};
