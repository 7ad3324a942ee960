import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** How queries see migrations/0004_live_updates.sql. */
export const liveUpdates = pgTable('live_updates', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  // Per language (migrations/0136_content_languages.sql): at least one of each pair is written.
  titleZh: text('title_zh'),
  titleEn: text('title_en'),
  contentZh: text('content_zh'),
  contentEn: text('content_en'),
  preview: text('preview'),
  color: text('color').notNull().default('green'),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LiveUpdateRow = typeof liveUpdates.$inferSelect;
