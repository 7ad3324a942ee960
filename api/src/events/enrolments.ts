import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { HttpError } from '../core/http-error.js';
import type { UserRow } from '../users/table.js';
import { payments } from '../payments/table.js';
import { isUniqueViolation } from './db-errors.js';
import { hkDay } from './hk-time.js';
import { membershipStatus } from '@golf/contract/membership';
import { enrolmentPriceCents, enrolmentRefusal } from './rules.js';
import type { z } from 'zod';
import type { enrolmentRequestSchema } from '@golf/contract/enrolment';
import { enrollments, events, eventWaitlist, type EnrollmentRow } from './table.js';
import { enqueueMail } from '../mail/outbox.js';
import { enrolmentMail } from './mails.js';
import { lockEvent, offerFreedPlaces, releaseExpiredHolds, takeHeldPlace, type WaitlistSettings } from './waitlist.js';

/**
 * Takes a place and records the enrolment in one transaction. The place is taken by a single
 * conditional UPDATE (registration open, not past, a place left), which PostgreSQL runs under
 * the event's row lock, so concurrent enrolments can never overbook: 100 requests for 10
 * places give exactly 10 enrolments.
 */
export async function enrol(
  db: Db,
  eventId: string,
  user: UserRow,
  form: z.output<typeof enrolmentRequestSchema>,
  { webOrigin, holdHours, now = new Date() }: { webOrigin: string; holdHours: number; now?: Date },
): Promise<EnrollmentRow> {
  // Checked first so someone already enrolled hears that, not "full".
  const [already] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.eventId, eventId), eq(enrollments.userId, user.id)))
    .limit(1);
  if (already) throw new HttpError(409, 'events.enrolmentDuplicate');
  // Every place taken: refused from a plain read, without queueing for the event's row lock. In an
  // opening rush the refusals otherwise waited behind the enrolments, each holding a pooled
  // connection, and some waited past the pool's limit (a 503 instead of "full": docs/deploy-figures.md).
  // Taken places only come back by a cancellation; one a moment after this read is as if the
  // caller had come a moment earlier.
  const [seats] = await db.select({ taken: events.currentParticipants, max: events.maxParticipants }).from(events).where(eq(events.id, eventId)).limit(1);
  if (seats && seats.taken >= seats.max) throw await refusalFor(db, eventId, now);

  try {
    return await db.transaction(async (tx) => {
      const settings: WaitlistSettings = { holdHours, webOrigin, now };
      // A lapsed hold first passes on (maybe to this caller); then a place held for the caller is
      // theirs, and every other place must be neither taken nor held for someone else.
      await lockEvent(tx, eventId);
      await releaseExpiredHolds(tx, settings, eventId);
      const held = await takeHeldPlace(tx, eventId, user.id, now);
      const [event] = await tx
        .update(events)
        .set(held ? { currentParticipants: sql`${events.currentParticipants} + 1`, heldPlaces: sql`${events.heldPlaces} - 1` } : { currentParticipants: sql`${events.currentParticipants} + 1` })
        .where(
          and(
            eq(events.id, eventId),
            eq(events.allowRegistration, true),
            gte(events.date, hkDay(now)),
            held ? lt(events.currentParticipants, events.maxParticipants) : lt(sql`${events.currentParticipants} + ${events.heldPlaces}`, events.maxParticipants),
          ),
        )
        .returning();
      if (!event) throw await refusalFor(tx, eventId, now);

      const priceCents = enrolmentPriceCents(event, membershipStatus(user, now));
      const [row] = await tx
        .insert(enrollments)
        .values({
          eventId,
          userId: user.id,
          fullName: form.name,
          // The account's verified address, never a typed one: every mail about the enrolment
          // goes here (issue 36 point 3); an address change moves it (users/email-routes.ts).
          email: user.email,
          phone: form.phone,
          remarks: form.remarks,
          priceCents,
          // Nothing to pay: the place is confirmed at once and the entry QR is shown.
          ...(priceCents === 0 ? { paymentStatus: 'Paid' as const, paidWith: 'free' as const, paidAt: now } : {}),
        })
        .returning();
      // Waiting in line no more: the place is theirs.
      await tx.delete(eventWaitlist).where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, user.id)));
      // Held until paid, or confirmed at once when there is nothing to pay; written with the place.
      await enqueueMail(tx, await enrolmentMail({ kind: priceCents === 0 ? 'confirmed' : 'held', event, enrollment: row!, language: user.language, webOrigin }));
      return row!;
    });
  } catch (error) {
    // The same user enrolling twice at the same moment: the unique key refuses the second.
    if (isUniqueViolation(error, 'enrollments_one_per_user')) throw new HttpError(409, 'events.enrolmentDuplicate');
    throw error;
  }
}

async function refusalFor(db: Db, eventId: string, now: Date): Promise<HttpError> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) return new HttpError(404, 'events.eventNotFound');
  if (event.date < hkDay(now)) return new HttpError(409, 'events.enrolmentPast');
  return new HttpError(409, enrolmentRefusal(event) === 'closed' ? 'events.enrolmentClosed' : 'events.enrolmentFull');
}

/**
 * Cancels the caller's own Pending enrolment and frees its place. Open checkouts of the
 * enrolment are ended first, in the same transaction, so a payment page left open in another
 * tab can no longer take money for a place that is gone. Returns the provider sessions to end.
 */
export async function cancelEnrolment(
  db: Db,
  enrollmentId: string,
  userId: string,
  waitlist: WaitlistSettings,
): Promise<{ providerSessionIds: string[] }> {
  return db.transaction(async (tx) => {
    // Lock order payment -> enrolment, the same as payment completion, so the two never deadlock.
    const ended = await tx
      .update(payments)
      .set({ status: 'expired' })
      .where(and(eq(payments.enrollmentId, enrollmentId), eq(payments.userId, userId), eq(payments.status, 'open')))
      .returning({ providerSessionId: payments.providerSessionId });
    const [removed] = await tx
      .delete(enrollments)
      .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.userId, userId), eq(enrollments.paymentStatus, 'Pending')))
      .returning();
    if (!removed) {
      const [mine] = await tx
        .select({ status: enrollments.paymentStatus })
        .from(enrollments)
        .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.userId, userId)))
        .limit(1);
      // Someone else's enrolment reads as missing: ids are not an oracle.
      throw new HttpError(mine ? 409 : 404, mine ? 'events.enrollmentPaid' : 'events.enrollmentNotFound');
    }
    await tx
      .update(events)
      .set({ currentParticipants: sql`${events.currentParticipants} - 1` })
      .where(eq(events.id, removed.eventId));
    // The freed place goes to the first on the waiting list, held for them.
    await offerFreedPlaces(tx, removed.eventId, waitlist);
    return { providerSessionIds: ended.flatMap((p) => (p.providerSessionId ? [p.providerSessionId] : [])) };
  });
}
