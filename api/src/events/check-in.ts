import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { hkDay } from './hk-time.js';
import { enrollments, events, type EnrollmentRow, type EventRow } from './table.js';

export type CheckInResult =
  | { result: 'checkedIn' | 'alreadyCheckedIn'; enrollment: EnrollmentRow; event: EventRow; checkedInAt: Date }
  | { result: 'unpaid'; enrollment: EnrollmentRow; event: EventRow; checkedInAt: null }
  // A code for another day admits nobody and records nothing: used today, it would be spent
  // (and its refund gone) before the member's real day.
  | { result: 'wrongDay'; enrollment: EnrollmentRow; event: EventRow; checkedInAt: Date | null }
  | { result: 'notFound' };

/**
 * Admits the holder of an entry code once, on the event's day (Hong Kong time). The single
 * conditional UPDATE is the check: two scanners reading the same code at the same moment admit it
 * once and see alreadyCheckedIn; the event's date is part of its condition, so a code of another
 * day changes nothing.
 */
export async function checkIn(db: Db, eventId: string, enrollmentId: string, adminId: string, now = new Date()): Promise<CheckInResult> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) return { result: 'notFound' };
  const onTheDay = event.date === hkDay(now);
  const [admitted] = onTheDay
    ? await db
        .update(enrollments)
        .set({ checkedInAt: now, checkedInBy: adminId })
        .where(
          and(
            eq(enrollments.id, enrollmentId),
            eq(enrollments.eventId, eventId),
            eq(enrollments.paymentStatus, 'Paid'),
            isNull(enrollments.checkedInAt),
          ),
        )
        .returning()
    : [];
  const [found] = admitted
    ? [admitted]
    : await db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.eventId, eventId)))
        .limit(1);
  if (!found) return { result: 'notFound' };
  if (admitted) return { result: 'checkedIn', enrollment: found, event, checkedInAt: now };
  if (found.checkedInAt) return { result: 'alreadyCheckedIn', enrollment: found, event, checkedInAt: found.checkedInAt };
  if (found.paymentStatus !== 'Paid') return { result: 'unpaid', enrollment: found, event, checkedInAt: null };
  return { result: 'wrongDay', enrollment: found, event, checkedInAt: null };
}

/**
 * The enrolment a typed manual code names. Codes are unique within an event only, so the door's
 * own day decides: the enrolment whose event is today, else the soonest upcoming one, else the
 * latest past one (check-in then says which day it is for). Null when no enrolment has it.
 */
export async function enrolmentOfManualCode(db: Db, code: string, now = new Date()): Promise<{ eventId: string; enrollmentId: string } | null> {
  const today = hkDay(now);
  const [found] = await db
    .select({ eventId: enrollments.eventId, enrollmentId: enrollments.id })
    .from(enrollments)
    .innerJoin(events, eq(events.id, enrollments.eventId))
    .where(eq(enrollments.entryCode, code))
    .orderBy(
      sql`CASE WHEN ${events.date} = ${today} THEN 0 WHEN ${events.date} > ${today} THEN 1 ELSE 2 END`,
      asc(sql`CASE WHEN ${events.date} >= ${today} THEN ${events.date} END`),
      desc(events.date),
    )
    .limit(1);
  return found ?? null;
}
