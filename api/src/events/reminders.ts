import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { enqueueMail } from '../mail/outbox.js';
import { claimReminder, unsubscribeUrl, type ReminderLinks } from '../mail/reminders.js';
import { users } from '../users/table.js';
import { hkDay } from './hk-time.js';
import { eventReminderMail } from './mails.js';
import { enrollments, events } from './table.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes the reminder of every event tomorrow (Hong Kong) to each account with a place in it that
 * has not switched reminders off, once per account and event however often it runs: a guardian who
 * booked their juniors gets one mail naming them all, not one per child. Returns how many.
 */
export async function writeEventReminders(db: Db, links: ReminderLinks, now = new Date()): Promise<number> {
  const tomorrow = hkDay(new Date(now.getTime() + DAY_MS));
  const due = await db
    .select({ event: events, email: users.email, accountName: users.fullName, participant: enrollments.fullName, personId: enrollments.personId, userId: users.id, language: users.language })
    .from(enrollments)
    .innerJoin(events, eq(events.id, enrollments.eventId))
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(eq(events.date, tomorrow), eq(users.remindersEnabled, true)))
    .orderBy(asc(events.id), asc(users.id), asc(enrollments.createdAt), asc(enrollments.id));
  const perAccount = new Map<string, typeof due>();
  for (const row of due) perAccount.set(`${row.event.id} ${row.userId}`, [...(perAccount.get(`${row.event.id} ${row.userId}`) ?? []), row]);
  let written = 0;
  for (const rows of perAccount.values()) {
    const { event, email, accountName, userId, language } = rows[0]!;
    // Named only when the account booked for someone else too.
    // The account holder first, then the juniors by name.
    const ordered = [...rows].sort((a, b) => Number(b.personId === b.userId) - Number(a.personId === a.userId) || a.participant.localeCompare(b.participant));
    const participants = rows.some((row) => row.personId !== row.userId) ? ordered.map((row) => row.participant) : [];
    await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, 'event-day-before', event.id, userId))) return;
      await enqueueMail(
        tx,
        eventReminderMail({ event, enrollment: { email, fullName: accountName }, participants, language, webOrigin: links.webOrigin, unsubscribeUrl: unsubscribeUrl(links.publicApiUrl, links.secret, userId) }),
      );
      written += 1;
    });
  }
  return written;
}
