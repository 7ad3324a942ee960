import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { OutboxStatus } from '@golf/contract/outbox';

/** How queries see migrations/0105_mail.sql. */
export const mailOutbox = pgTable('mail_outbox', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  language: text('language').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  status: text('status').$type<OutboxStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
});

/** A file sent with a mail: text (an .ics), or base64 (an image); `cid` shows it inside the HTML. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
  cid?: string;
}


/** How queries see reminders_sent (migrations/0107_reminders.sql). */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    kind: text('kind').notNull(),
    subjectKey: text('subject_key').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.subjectKey, table.userId] })],
);
