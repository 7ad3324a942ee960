import { and, asc, inArray } from 'drizzle-orm';
import { MAX_PARTICIPANTS } from '@golf/contract/enrolment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errorResponse, errors, idParam } from '../core/schemas.js';
import type { Db } from '../db/client.js';
import { eventIn } from './serialize.js';
import { redeemFreePractice } from './free-practice.js';
import { hkDay } from './hk-time.js';
import { findEvent, findOwnEnrollment, managedBy } from './queries.js';
import { enrollmentSchema } from '@golf/contract/event-shapes';
import { enrollmentJson } from './serialize.js';
import { enrollments, type EnrollmentRow } from './table.js';
import { requireVerifiedEmail } from '../users/verified-email.js';

const ok = z.literal('ok');
const secured = { tags: ['events'], security: [{ bearer: [] }] };
const enrollmentIdBody = z.object({ enrollmentId: idParam });
/** One enrolment (`enrollmentId`, the spec's call) or several of one event (`enrollmentIds`, a family's places). */
const paymentBody = z
  .object({ enrollmentId: idParam.optional(), enrollmentIds: z.array(idParam).min(1).max(MAX_PARTICIPANTS).optional() })
  .refine((body) => Boolean(body.enrollmentId) !== Boolean(body.enrollmentIds), { message: 'field.invalid', path: ['enrollmentIds'] });

async function ownEnrollment(db: Db, id: string, userId: string): Promise<EnrollmentRow> {
  const enrollment = await findOwnEnrollment(db, id, userId);
  if (!enrollment) throw new HttpError(404, 'events.enrollmentNotFound');
  return enrollment;
}

/** The caller's own enrolments by id, oldest first; one missing (or someone else's) is a 404. */
async function ownEnrollments(db: Db, ids: string[], userId: string): Promise<EnrollmentRow[]> {
  const rows = await db
    .select()
    .from(enrollments)
    .where(and(inArray(enrollments.id, ids), managedBy(userId)))
    .orderBy(asc(enrollments.createdAt), asc(enrollments.id));
  if (rows.length !== new Set(ids).size) throw new HttpError(404, 'events.enrollmentNotFound');
  return rows;
}

/** Paying for an enrolment (checkout link, verification) and redeeming a free practice. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cms/event/payment/create',
    {
      onRequest: app.requireUser,
      preValidation: requireVerifiedEmail,
      schema: {
        ...secured,
        summary:
          'One checkout link for your Pending enrolment, or for several of one event (a family\'s places: `enrollmentIds`, the ones still Pending are paid together); the open one is reused',
        body: paymentBody,
        response: { 200: z.object({ status: ok, paymentLink: z.string(), paymentLinkId: z.string() }), 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const asked = await ownEnrollments(app.db, request.body.enrollmentIds ?? [request.body.enrollmentId!], user.id);
      const eventId = asked[0]!.eventId;
      if (asked.some((enrollment) => enrollment.eventId !== eventId)) throw new HttpError(400, 'events.paymentOneEvent');
      const pending = asked.filter((enrollment) => enrollment.paymentStatus === 'Pending');
      if (pending.length === 0) throw new HttpError(409, 'events.enrollmentAlreadyPaid');
      const event = await findEvent(app.db, eventId);
      if (!event) throw new HttpError(404, 'events.eventNotFound');
      if (event.date < hkDay()) throw new HttpError(409, 'events.enrolmentPast');
      const places = pending.length > 1 ? ` · ×${pending.length}` : '';
      // One open checkout per set of enrolments (a unique index on its first): concurrent calls get the same link.
      const payment = await app.payments.checkout({
        userId: user.id,
        purpose: 'enrollment',
        enrollmentIds: pending.map((enrollment) => enrollment.id),
        // In the payer's language (the checkout page and the provider's receipt show it).
        description: `${eventIn(event, request.language).name} · ${event.date} ${event.time.slice(0, 5)} · ${eventIn(event, request.language).venue}${places}`,
        amountCents: pending.reduce((sum, enrollment) => sum + enrollment.priceCents, 0),
        customerEmail: user.email,
        returnPath: `/events/${encodeURIComponent(event.id)}`,
      });
      if (payment.status !== 'open') throw new HttpError(409, 'events.enrollmentAlreadyPaid');
      await app.db
        .update(enrollments)
        .set({ paymentLink: payment.checkoutUrl, paymentLinkId: payment.id })
        .where(inArray(enrollments.id, pending.map((enrollment) => enrollment.id)));
      return { status: 'ok' as const, paymentLink: payment.checkoutUrl, paymentLinkId: payment.id };
    },
  );

  app.get(
    '/cms/event/payment/verify',
    {
      onRequest: app.requireUser,
      schema: {
        ...secured,
        summary: "Asks the payment provider about your enrolment's checkout and records the outcome",
        querystring: enrollmentIdBody,
        response: { 200: z.object({ status: ok, paymentStatus: z.enum(['Pending', 'Paid']) }), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const enrollment = await ownEnrollment(app.db, request.query.enrollmentId, user.id);
      if (enrollment.paymentStatus === 'Paid') return { status: 'ok' as const, paymentStatus: 'Paid' as const };
      const payments = app.payments;
      for (const open of await payments.openFor({ userId: user.id, enrollmentId: enrollment.id })) {
        await payments.refresh(open);
      }
      const after = await ownEnrollment(app.db, enrollment.id, user.id);
      return { status: 'ok' as const, paymentStatus: after.paymentStatus };
    },
  );

  app.post(
    '/cms/event/freepractice/use',
    {
      onRequest: app.requireUser,
      preValidation: requireVerifiedEmail,
      schema: {
        ...secured,
        summary: 'Pay a Practice enrolment with a free-practice credit (one a month, five per event)',
        body: enrollmentIdBody,
        response: { 200: z.object({ status: ok, enrollment: enrollmentSchema }), 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { enrollment, providerSessionIds } = await redeemFreePractice(app.db, request.body.enrollmentId, currentUser(request).id);
      const { provider } = app.payments;
      await Promise.all(providerSessionIds.map((providerSessionId) => provider.expire({ providerSessionId })));
      return { status: 'ok' as const, enrollment: enrollmentJson(enrollment) };
    },
  );
};
