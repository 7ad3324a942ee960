import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** How queries see migrations/0004_live_updates.sql. */
export const liveUpdates = pgTable('live_updates', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  title: text('title').notNull(),
  content: text('content').notNull(),
  preview: text('preview'),
  color: text('color').notNull().default('green'),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LiveUpdateRow = typeof liveUpdates.$inferSelect;
