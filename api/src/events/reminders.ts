import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { enqueueMail } from '../mail/outbox.js';
import { claimReminder, unsubscribeUrl, type ReminderLinks } from '../mail/reminders.js';
import { users } from '../users/table.js';
import { hkDay } from './hk-time.js';
import { eventReminderMail } from './mails.js';
import { enrollments, events } from './table.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes the reminder of every event tomorrow (Hong Kong) to each member enrolled who has not
 * switched reminders off, once per member and event however often it runs. Returns how many.
 */
export async function writeEventReminders(db: Db, links: ReminderLinks, now = new Date()): Promise<number> {
  const tomorrow = hkDay(new Date(now.getTime() + DAY_MS));
  const due = await db
    .select({ event: events, email: enrollments.email, fullName: enrollments.fullName, userId: users.id, language: users.language })
    .from(enrollments)
    .innerJoin(events, eq(events.id, enrollments.eventId))
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(eq(events.date, tomorrow), eq(users.remindersEnabled, true)));
  let written = 0;
  for (const { event, email, fullName, userId, language } of due) {
    await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, 'event-day-before', event.id, userId))) return;
      await enqueueMail(
        tx,
        eventReminderMail({ event, enrollment: { email, fullName }, language, webOrigin: links.webOrigin, unsubscribeUrl: unsubscribeUrl(links.publicApiUrl, links.secret, userId) }),
      );
      written += 1;
    });
  }
  return written;
}
