import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { HttpError } from '../core/http-error.js';
import { users } from '../users/table.js';
import { payments } from '../payments/table.js';
import { expireOpenCheckouts } from '../payments/service.js';
import { isUniqueViolation } from './db-errors.js';
import { freePracticeRefusal, monthlyTopUp, type FreePracticeRefusal } from './free-practice-rules.js';
import { hkDay, hkMonth } from './hk-time.js';
import { isActiveMember } from '../users/schemas.js';
import { enrollments, events, freePracticeRedemptions, freePracticeTopUps, type EnrollmentRow } from './table.js';

const refusalMessage: Record<FreePracticeRefusal, [number, string]> = {
  notPractice: [400, 'events.freePracticeNotPractice'],
  notPending: [409, 'events.freePracticeNotPending'],
  noCredit: [409, 'events.freePracticeNoCredit'],
  usedThisMonth: [409, 'events.freePracticeUsedThisMonth'],
  eventSlotsTaken: [409, 'events.freePracticeEventSlotsTaken'],
};

function refuse(reason: FreePracticeRefusal): HttpError {
  const [status, key] = refusalMessage[reason];
  return new HttpError(status, key);
}

/**
 * The monthly top-up (architecture §5a) for every annual member, or for one. The rule decides who is
 * due; claiming the month in free_practice_top_ups with a conditional upsert makes each member
 * topped up once a month even when several API processes run this at the same moment.
 * Returns how many members were topped up.
 */
export async function topUpFreePractice(db: Db, now = new Date(), userId?: string): Promise<number> {
  const candidates = await db
    .select({
      id: users.id,
      credits: users.noOfFreePractice,
      annualMembershipActivated: users.annualMembershipActivated,
      annualMembershipExpiredAt: users.annualMembershipExpiredAt,
      lastTopUpMonth: freePracticeTopUps.month,
    })
    .from(users)
    .leftJoin(freePracticeTopUps, eq(freePracticeTopUps.userId, users.id))
    .where(and(eq(users.annualMembershipActivated, true), userId ? eq(users.id, userId) : undefined));

  let toppedUp = 0;
  for (const member of candidates) {
    const due = monthlyTopUp({ activeMember: isActiveMember(member, now), credits: member.credits, lastTopUpMonth: member.lastTopUpMonth, now });
    if (!due) continue;
    const claimed = await db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(freePracticeTopUps)
        .values({ userId: member.id, month: due.month, updatedAt: now })
        .onConflictDoUpdate({
          target: freePracticeTopUps.userId,
          set: { month: due.month, updatedAt: now },
          setWhere: sql`${freePracticeTopUps.month} <> ${due.month}`,
        })
        .returning({ userId: freePracticeTopUps.userId });
      if (!claim) return false; // another process topped this member up a moment ago
      // GREATEST, not the value read above: an admin may have changed the count meanwhile.
      await tx
        .update(users)
        .set({ noOfFreePractice: sql`GREATEST(${users.noOfFreePractice}, ${due.credits})` })
        .where(eq(users.id, member.id));
      return true;
    });
    if (claimed) toppedUp += 1;
  }
  return toppedUp;
}

/**
 * Redeems a free practice on the caller's own Pending enrolment of a Practice event. Every
 * check and change happens in one transaction under the event's row lock, so the five free
 * places of an event and the one-a-month rule hold under concurrent requests.
 */
export async function redeemFreePractice(
  db: Db,
  enrollmentId: string,
  userId: string,
  now = new Date(),
): Promise<{ enrollment: EnrollmentRow; providerSessionIds: string[] }> {
  await topUpFreePractice(db, now, userId);
  const month = hkMonth(now);
  try {
    return await db.transaction(async (tx) => {
      // Lock order payments -> enrolment -> event -> user, as in every other flow: no deadlocks.
      const ended = await expireOpenCheckouts(tx, enrollmentId, eq(payments.userId, userId));
      const [enrollment] = await tx
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.userId, userId)))
        .for('update');
      if (!enrollment) throw new HttpError(404, 'events.enrollmentNotFound');
      // The credit is the member's own (a junior's would come with their own membership).
      if (enrollment.personId !== userId) throw new HttpError(409, 'events.freePracticeOwnPlace');
      const [event] = await tx.select().from(events).where(eq(events.id, enrollment.eventId)).for('update');
      const [user] = await tx.select({ credits: users.noOfFreePractice }).from(users).where(eq(users.id, userId));
      const [{ taken }] = await tx
        .select({ taken: count() })
        .from(freePracticeRedemptions)
        .where(eq(freePracticeRedemptions.eventId, enrollment.eventId));
      const [mine] = await tx
        .select({ id: freePracticeRedemptions.id })
        .from(freePracticeRedemptions)
        .where(and(eq(freePracticeRedemptions.userId, userId), eq(freePracticeRedemptions.month, month)));
      const refusal = freePracticeRefusal({
        eventType: event!.type,
        paymentStatus: enrollment.paymentStatus,
        credits: user?.credits ?? 0,
        redeemedThisMonth: Boolean(mine),
        eventRedemptions: taken,
      });
      if (refusal) throw refuse(refusal);
      if (event!.date < hkDay(now)) throw new HttpError(409, 'events.enrolmentPast');

      // The month key first: a concurrent redemption by the same user waits on it, then fails
      // as "used this month" instead of driving the count below zero.
      await tx.insert(freePracticeRedemptions).values({ userId, eventId: enrollment.eventId, enrollmentId, month });
      const [spent] = await tx
        .update(users)
        .set({ noOfFreePractice: sql`${users.noOfFreePractice} - 1` })
        .where(and(eq(users.id, userId), gt(users.noOfFreePractice, 0)))
        .returning({ id: users.id });
      if (!spent) throw refuse('noCredit');
      const [paid] = await tx
        .update(enrollments)
        .set({ paymentStatus: 'Paid', paidWith: 'freePractice', paidAt: now })
        .where(eq(enrollments.id, enrollmentId))
        .returning();
      return {
        enrollment: paid!,
        providerSessionIds: ended.flatMap((p) => (p.providerSessionId ? [p.providerSessionId] : [])),
      };
    });
  } catch (error) {
    // Two redemptions by one user at the same moment on different events: the month key refuses one.
    if (isUniqueViolation(error, 'free_practice_once_a_month')) throw refuse('usedThisMonth');
    throw error;
  }
}
