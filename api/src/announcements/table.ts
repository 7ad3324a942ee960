import { sql } from 'drizzle-orm';
import { boolean, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** How queries see migrations/0003_announcements.sql. */
export const announcements = pgTable('announcements', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  // Per language (migrations/0136_content_languages.sql): at least one of each pair is written.
  titleZh: text('title_zh'),
  titleEn: text('title_en'),
  contentZh: text('content_zh'),
  contentEn: text('content_en'),
  preview: text('preview'),
  scope: text('scope').notNull().default('All'),
  category: text('category'),
  imageFileId: text('image_file_id'),
  displayDate: date('display_date', { mode: 'string' }).notNull().default(sql`CURRENT_DATE`),
  displayCreatedBy: text('display_created_by').notNull(),
  featured: boolean('featured').notNull().default(false),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AnnouncementRow = typeof announcements.$inferSelect;
