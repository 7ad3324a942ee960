import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { HttpError } from '../core/http-error.js';
import type { UserRow } from '../users/table.js';
import { expireOpenCheckouts } from '../payments/service.js';
import { isUniqueViolation } from './db-errors.js';
import { hkDay } from './hk-time.js';
import { membershipStatus, type MembershipStatus } from '@golf/contract/membership';
import { juniorFullName, juniorMembership, juniorsOfCaller } from '../family/queries.js';
import type { PersonRow } from '../family/table.js';
import { enrolmentPriceCents, enrolmentRefusal } from './rules.js';
import type { z } from 'zod';
import type { enrolmentRequestSchema } from '@golf/contract/enrolment';
import { enrollments, events, eventWaitlist, type EnrollmentRow } from './table.js';
import { enqueueMail } from '../mail/outbox.js';
import { enrolmentMail } from './mails.js';
import { managedBy } from './queries.js';
import { lockEvent, offerFreedPlaces, releaseExpiredHolds, takeHeldPlace, type WaitlistSettings } from './waitlist.js';

/**
 * Takes places and records the enrolments in one transaction, one per participant: the caller
 * alone, or any of the caller and their family's juniors (all of them or none). The places are
 * taken by a single conditional UPDATE (registration open, not past, enough places left), which
 * PostgreSQL runs under the event's row lock, so concurrent enrolments can never overbook: 100
 * requests for 10 places give exactly 10 enrolments, and a pair never gets one place.
 */
export async function enrol(
  db: Db,
  eventId: string,
  user: UserRow,
  form: z.output<typeof enrolmentRequestSchema>,
  { webOrigin, holdHours, now = new Date() }: { webOrigin: string; holdHours: number; now?: Date },
): Promise<EnrollmentRow[]> {
  const participants = await participantsOf(db, user, form);
  const personIds = participants.map((participant) => participant.personId);
  const count = personIds.length;
  // Checked first so someone already enrolled hears that, not "full".
  const [already] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.eventId, eventId), inArray(enrollments.personId, personIds)))
    .limit(1);
  if (already) throw new HttpError(409, 'events.enrolmentDuplicate');
  // Not enough places: refused from a plain read, without queueing for the event's row lock. In an
  // opening rush the refusals otherwise waited behind the enrolments, each holding a pooled
  // connection, and some waited past the pool's limit (a 503 instead of "full": docs/deploy-figures.md).
  // Taken places only come back by a cancellation; one a moment after this read is as if the
  // caller had come a moment earlier.
  const [seats] = await db.select({ taken: events.currentParticipants, max: events.maxParticipants }).from(events).where(eq(events.id, eventId)).limit(1);
  if (seats && seats.taken + count > seats.max) throw await refusalFor(db, eventId, now, count);

  try {
    return await db.transaction(async (tx) => {
      const settings: WaitlistSettings = { holdHours, webOrigin, now };
      // A lapsed hold first passes on (maybe to this caller); then a place held for the caller is
      // one of theirs, and every other place must be neither taken nor held for someone else.
      await lockEvent(tx, eventId);
      await releaseExpiredHolds(tx, settings, eventId);
      const held = await takeHeldPlace(tx, eventId, user.id, now);
      const placesNeeded = held ? count - 1 : count;
      const [event] = await tx
        .update(events)
        .set(held ? { currentParticipants: sql`${events.currentParticipants} + ${count}`, heldPlaces: sql`${events.heldPlaces} - 1` } : { currentParticipants: sql`${events.currentParticipants} + ${count}` })
        .where(
          and(
            eq(events.id, eventId),
            eq(events.allowRegistration, true),
            gte(events.date, hkDay(now)),
            lte(sql`${events.currentParticipants} + ${events.heldPlaces} + ${placesNeeded}`, events.maxParticipants),
          ),
        )
        .returning();
      if (!event) throw await refusalFor(tx, eventId, now, count);

      const rows = await tx
        .insert(enrollments)
        .values(
          participants.map((participant) => {
            const priceCents = enrolmentPriceCents(event, participant.membership(now));
            return {
              eventId,
              userId: user.id,
              personId: participant.personId,
              fullName: participant.fullName,
              // The account's verified address, never a typed one: every mail about the enrolment
              // goes here (issue 36 point 3); an address change moves it (users/email-routes.ts).
              email: user.email,
              phone: form.phone,
              remarks: form.remarks,
              priceCents,
              // Nothing to pay: the place is confirmed at once and the entry QR is shown.
              ...(priceCents === 0 ? { paymentStatus: 'Paid' as const, paidWith: 'free' as const, paidAt: now } : {}),
            };
          }),
        )
        .returning();
      // Waiting in line no more: the place is theirs.
      if (held || personIds.includes(user.id)) await tx.delete(eventWaitlist).where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, user.id)));
      // Held until paid, or confirmed at once when there is nothing to pay; written with the places.
      for (const row of rows) {
        await enqueueMail(tx, await enrolmentMail({ kind: row.paymentStatus === 'Paid' ? 'confirmed' : 'held', event, enrollment: row, language: user.language, webOrigin }));
      }
      // In the order asked for, so a single participant's answer is rows[0].
      return personIds.map((personId) => rows.find((row) => row.personId === personId)!);
    });
  } catch (error) {
    // The same person enrolled twice at the same moment: the unique key refuses the second.
    if (isUniqueViolation(error, 'enrollments_one_per_person')) throw new HttpError(409, 'events.enrolmentDuplicate');
    throw error;
  }
}

function juniorParticipant(junior: PersonRow): Participant {
  return { personId: junior.id, fullName: juniorFullName(junior), membership: (now) => membershipStatus(juniorMembership(junior), now) };
}

interface Participant {
  personId: string;
  fullName: string;
  /** Whose membership sets the price: the participant's own. */
  membership(now: Date): MembershipStatus;
}

/**
 * Who an enrolment is for: the caller alone when no participants are named; else each named
 * person must be the caller (by their own person id, their user id) or a junior of their family
 * (403 for another family's, 404 for none). Each pays by their own membership: a junior's is
 * the one a guardian bought them (issue 39 point 4), never the guardian's.
 */
async function participantsOf(db: Db, user: UserRow, form: z.output<typeof enrolmentRequestSchema>): Promise<Participant[]> {
  const self: Participant = { personId: user.id, fullName: form.name, membership: (now) => membershipStatus(user, now) };
  const ids = form.participants ?? [user.id];
  const juniors = await juniorsOfCaller(db, user.id, ids.filter((id) => id !== user.id));
  return ids.map((id) =>
    id === user.id ? self : juniorParticipant(juniors.find((junior) => junior.id === id)!),
  );
}

async function refusalFor(db: Db, eventId: string, now: Date, count: number): Promise<HttpError> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) return new HttpError(404, 'events.eventNotFound');
  if (event.date < hkDay(now)) return new HttpError(409, 'events.enrolmentPast');
  if (enrolmentRefusal(event) === 'closed') return new HttpError(409, 'events.enrolmentClosed');
  // A group for which some places are left but not enough hears so: all of them or none.
  return new HttpError(409, count > 1 && event.currentParticipants + event.heldPlaces < event.maxParticipants ? 'events.enrolmentNotEnoughPlaces' : 'events.enrolmentFull');
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
    const ended = await expireOpenCheckouts(tx, enrollmentId);
    const [removed] = await tx
      .delete(enrollments)
      .where(and(eq(enrollments.id, enrollmentId), managedBy(userId), eq(enrollments.paymentStatus, 'Pending')))
      .returning();
    if (!removed) {
      const [mine] = await tx
        .select({ status: enrollments.paymentStatus })
        .from(enrollments)
        .where(and(eq(enrollments.id, enrollmentId), managedBy(userId)))
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
