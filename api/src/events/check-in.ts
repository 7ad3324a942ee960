import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { enrollments, events, type EnrollmentRow, type EventRow } from './table.js';

export type CheckInResult =
  | { result: 'checkedIn' | 'alreadyCheckedIn'; enrollment: EnrollmentRow; event: EventRow; checkedInAt: Date }
  | { result: 'unpaid'; enrollment: EnrollmentRow; event: EventRow; checkedInAt: null }
  | { result: 'notFound' };

/**
 * Admits the holder of an entry code once. The single conditional UPDATE is the check: two
 * scanners reading the same code at the same moment admit it once and see alreadyCheckedIn.
 */
export async function checkIn(db: Db, eventId: string, enrollmentId: string, adminId: string, now = new Date()): Promise<CheckInResult> {
  const [admitted] = await db
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
    .returning();
  const [found] = admitted
    ? [admitted]
    : await db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.eventId, eventId)))
        .limit(1);
  if (!found) return { result: 'notFound' };
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (admitted) return { result: 'checkedIn', enrollment: found, event: event!, checkedInAt: now };
  if (found.checkedInAt) return { result: 'alreadyCheckedIn', enrollment: found, event: event!, checkedInAt: found.checkedInAt };
  return { result: 'unpaid', enrollment: found, event: event!, checkedInAt: null };
}
