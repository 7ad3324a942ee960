// Club operations on one event's enrolments (architecture §5c): who is coming, a payment taken at
// the desk, a refund. Admin-only; the routes are in attendee-routes.ts.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { JuniorCare } from '@golf/contract/attendees';
import { people } from '../family/table.js';
import type { ManualPaymentMethod } from '@golf/contract/event-shapes';
import { cancellationDeadline } from '@golf/contract/event-time';
import { HttpError } from '../core/http-error.js';
import type { Db } from '../db/client.js';
import { enqueueMail } from '../mail/outbox.js';
import { expireOpenCheckouts, paysFor, type Payments } from '../payments/service.js';
import { payments } from '../payments/table.js';
import { users } from '../users/table.js';
import { enrolmentMail, refundMail } from './mails.js';
import { managedBy } from './queries.js';
import { offerFreedPlaces, waitingList, type WaitlistEntry, type WaitlistSettings } from './waitlist.js';
import { enrollmentRefunds, enrollments, events, freePracticeRedemptions, type EnrollmentRefundRow, type EnrollmentRow, type EventRow } from './table.js';

export interface Attendees {
  event: EventRow;
  enrollments: EnrollmentRow[];
  juniors: JuniorCare[];
  refunds: EnrollmentRefundRow[];
  /** Places held now, then the members in line (waitlist.ts `waitingList`). */
  waitlist: WaitlistEntry[];
  totals: { enrolled: number; paid: number; checkedIn: number; paidCents: number; held: number; waiting: number };
}

/**
 * An event's enrolments (earliest first), its refunds (newest first), its waiting list and the
 * headcount: a place freed by a refund reads as held for the next in line, not as free.
 */
export async function listAttendees(db: Db, eventId: string, now = new Date()): Promise<Attendees> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) throw new HttpError(404, 'events.eventNotFound');
  const rows = await db.select().from(enrollments).where(eq(enrollments.eventId, eventId)).orderBy(asc(enrollments.createdAt), asc(enrollments.id));
  const refunds = await db.select().from(enrollmentRefunds).where(eq(enrollmentRefunds.eventId, eventId)).orderBy(desc(enrollmentRefunds.refundedAt));
  const waitlist = await waitingList(db, eventId, now);
  const paid = rows.filter((row) => row.paymentStatus === 'Paid');
  return {
    event,
    enrollments: rows,
    juniors: await juniorCareOf(db, rows),
    refunds,
    waitlist,
    totals: {
      enrolled: rows.length,
      paid: paid.length,
      checkedIn: rows.filter((row) => row.checkedInAt).length,
      // A free practice session brings no money in.
      paidCents: paid.filter((row) => row.paidWith !== 'freePractice').reduce((sum, row) => sum + row.priceCents, 0),
      held: waitlist.filter((entry) => entry.holdUntil).length,
      waiting: waitlist.filter((entry) => !entry.holdUntil).length,
    },
  };
}

/** The care details of the juniors among an event's enrolments, from their family records. */
export async function juniorCareOf(db: Db, rows: EnrollmentRow[]): Promise<JuniorCare[]> {
  const juniorRows = rows.filter((row) => row.personId !== row.userId);
  if (juniorRows.length === 0) return [];
  const persons = await db.select().from(people).where(inArray(people.id, juniorRows.map((row) => row.personId)));
  const guardians = await db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, juniorRows.map((row) => row.userId)));
  return juniorRows.map((row) => {
    const person = persons.find((candidate) => candidate.id === row.personId);
    return {
      enrollmentId: row.id,
      guardianName: guardians.find((guardian) => guardian.id === row.userId)?.fullName ?? '',
      guardianPhone: row.phone,
      emergencyContact: person?.emergencyName && person.emergencyPhone ? { name: person.emergencyName, relation: person.emergencyRelation, phone: person.emergencyPhone } : null,
      medicalNotes: person?.medicalNotes ?? null,
      photoConsent: person?.photoConsent ?? null,
    };
  });
}

async function languageOf(db: Db, userId: string) {
  const [owner] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return owner?.language ?? 'zh';
}

/**
 * Records a payment taken by hand (cash at the desk, a bank transfer) for a Pending enrolment, and
 * sends the member the receipt with the entry QR. Open online checkouts of the enrolment end in
 * the same transaction (payments first, the lock order of every flow), so it cannot be paid twice;
 * one paid anyway meanwhile is kept as money to refund. Returns the sessions to end.
 */
export async function markPaid(
  db: Db,
  { enrollmentId, method, webOrigin, now = new Date() }: { enrollmentId: string; method: ManualPaymentMethod; webOrigin: string; now?: Date },
): Promise<{ enrollment: EnrollmentRow; endedSessions: Array<{ providerSessionId: string | null }> }> {
  return db.transaction(async (tx) => {
    const ended = await expireOpenCheckouts(tx, enrollmentId);
    const [paid] = await tx
      .update(enrollments)
      .set({ paymentStatus: 'Paid', paidWith: method, paidAt: now })
      .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.paymentStatus, 'Pending')))
      .returning();
    if (!paid) {
      const [existing] = await tx.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.id, enrollmentId)).limit(1);
      throw new HttpError(existing ? 409 : 404, existing ? 'events.enrollmentAlreadyPaid' : 'events.enrollmentNotFound');
    }
    const [event] = await tx.select().from(events).where(eq(events.id, paid.eventId)).limit(1);
    await enqueueMail(tx, await enrolmentMail({ kind: 'receipt', event: event!, enrollment: paid, language: await languageOf(tx, paid.userId), webOrigin, paidAt: now }));
    return { enrollment: paid, endedSessions: ended };
  });
}

/**
 * Refunds a paid enrolment and frees its place: online payments through the provider (inside the
 * transaction, so a provider that refuses leaves everything as it was; its idempotency key makes a
 * retry after a lost commit refund once), cash and bank transfers by hand, a free practice session
 * back to the member's credit. The enrolment goes, a refund record stays, the member gets a mail.
 * The row lock decides a race with a check-in: whoever locks first wins, the other is refused
 * (checked in: no refund; refunded: "no enrolment matches").
 *
 * A member cancelling their own paid booking comes here too (`member`): the same refund, allowed
 * on their own enrolment only, until the event's cancellation deadline, and only for what the
 * site can give back itself (a provider payment, a free practice credit, a free place); money
 * taken at the desk goes back through the club.
 */
export async function refundEnrolment(
  db: Db,
  {
    enrollmentId,
    refundedBy,
    member,
    payments: paymentService,
    waitlist,
  }: { enrollmentId: string; refundedBy: string; member?: { userId: string; now: Date }; payments: Payments; waitlist: WaitlistSettings },
): Promise<EnrollmentRefundRow> {
  const { webOrigin } = waitlist;
  return db.transaction(async (tx) => {
    // Payments first, then the enrolment: the lock order of every payment flow.
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(paysFor(enrollmentId), eq(payments.status, 'paid')))
      .orderBy(desc(payments.paidAt))
      .limit(1)
      .for('update');
    const [enrollment] = await tx
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.id, enrollmentId), member ? managedBy(member.userId) : undefined))
      .limit(1)
      .for('update');
    // Someone else's enrolment reads as missing to a member: ids are not an oracle.
    if (!enrollment) throw new HttpError(404, 'events.enrollmentNotFound');
    if (enrollment.paymentStatus !== 'Paid' || !enrollment.paidWith) throw new HttpError(409, 'events.refundNotPaid');
    if (enrollment.checkedInAt) throw new HttpError(409, member ? 'events.cancelCheckedIn' : 'events.refundCheckedIn');
    if (member) {
      const [booked] = await tx.select().from(events).where(eq(events.id, enrollment.eventId)).limit(1);
      if (!booked || member.now >= cancellationDeadline({ ...booked, time: booked.time.slice(0, 8) })) throw new HttpError(409, 'events.cancelDeadlinePassed');
      if (enrollment.paidWith === 'cash' || enrollment.paidWith === 'bankTransfer') throw new HttpError(409, 'events.cancelPaidByHand');
    }

    if (enrollment.paidWith === 'payment') {
      if (!payment) throw new HttpError(409, 'events.refundNoPayment');
      // This place's price: the whole checkout when it paid this place alone, its share when it
      // paid a family's places together (the others stay paid).
      await paymentService.refund(payment, { enrollmentId, amountCents: enrollment.priceCents });
      await tx.update(payments).set({ refundedAt: new Date() }).where(eq(payments.id, payment.id));
    }
    if (enrollment.paidWith === 'freePractice') {
      await tx.delete(freePracticeRedemptions).where(eq(freePracticeRedemptions.enrollmentId, enrollmentId));
      await tx.update(users).set({ noOfFreePractice: sql`${users.noOfFreePractice} + 1` }).where(eq(users.id, enrollment.userId));
    }
    await tx.delete(enrollments).where(eq(enrollments.id, enrollmentId));
    const [event] = await tx
      .update(events)
      .set({ currentParticipants: sql`${events.currentParticipants} - 1` })
      .where(eq(events.id, enrollment.eventId))
      .returning();
    const [refund] = await tx
      .insert(enrollmentRefunds)
      .values({
        enrollmentId,
        eventId: enrollment.eventId,
        userId: enrollment.userId,
        fullName: enrollment.fullName,
        email: enrollment.email,
        amountCents: enrollment.paidWith === 'freePractice' || enrollment.paidWith === 'free' ? 0 : enrollment.priceCents,
        paidWith: enrollment.paidWith,
        paymentId: enrollment.paidWith === 'payment' ? payment!.id : null,
        refundedBy,
      })
      .returning();
    await enqueueMail(tx, refundMail({ event: event!, refund: refund!, language: await languageOf(tx, enrollment.userId), webOrigin }));
    // The freed place goes to the first on the waiting list, held for them.
    await offerFreedPlaces(tx, enrollment.eventId, waitlist);
    return refund!;
  });
}

/** The door's live count of one event: enrolled, paid and checked in so far. */
export async function headcount(db: Db, eventId: string): Promise<{ enrolled: number; paid: number; checkedIn: number }> {
  const [row] = await db
    .select({
      enrolled: sql<number>`count(*)::int`,
      paid: sql<number>`count(*) FILTER (WHERE ${enrollments.paymentStatus} = 'Paid')::int`,
      checkedIn: sql<number>`count(${enrollments.checkedInAt})::int`,
    })
    .from(enrollments)
    .where(eq(enrollments.eventId, eventId));
  return row ?? { enrolled: 0, paid: 0, checkedIn: 0 };
}
