import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ModerationAction, ModerationTarget, ReportReason } from '@golf/contract/forum';

/** What migrations/0111_forum_moderation.sql adds to threads and replies alike. */
function moderationColumns() {
  return {
    editedAt: timestamp('edited_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by'),
  };
}

/** How queries see migrations/0005_forum.sql (and 0111). */
export const forumThreads = pgTable('forum_threads', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  authorId: text('author_id').notNull(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  attachments: text('attachments').array().notNull().default(sql`'{}'`),
  likes: integer('likes').notNull().default(0),
  comments: integer('comments').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  ...moderationColumns(),
});

export const forumReplies = pgTable('forum_replies', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  threadId: text('thread_id').notNull(),
  authorId: text('author_id').notNull(),
  content: text('content').notNull(),
  attachments: text('attachments').array().notNull().default(sql`'{}'`),
  likes: integer('likes').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...moderationColumns(),
});

export const forumThreadLikes = pgTable(
  'forum_thread_likes',
  {
    threadId: text('thread_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.userId] })],
);

export const forumReplyLikes = pgTable(
  'forum_reply_likes',
  {
    replyId: text('reply_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.replyId, table.userId] })],
);

/** migrations/0111_forum_moderation.sql */
export const forumReports = pgTable('forum_reports', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  targetType: text('target_type').$type<ModerationTarget>().notNull(),
  targetId: text('target_id').notNull(),
  reporterId: text('reporter_id').notNull(),
  reason: text('reason').$type<ReportReason>().notNull(),
  details: text('details').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
});

export const forumModerationLog = pgTable('forum_moderation_log', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  targetType: text('target_type').$type<ModerationTarget>().notNull(),
  targetId: text('target_id').notNull(),
  threadId: text('thread_id').notNull(),
  action: text('action').$type<ModerationAction | 'edit'>().notNull(),
  actorId: text('actor_id'),
  reason: text('reason').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const forumRevisions = pgTable('forum_revisions', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  targetType: text('target_type').$type<ModerationTarget>().notNull(),
  targetId: text('target_id').notNull(),
  title: text('title'),
  content: text('content').notNull(),
  attachments: text('attachments').array().notNull().default(sql`'{}'`),
  editedBy: text('edited_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ThreadRow = typeof forumThreads.$inferSelect;
export type ReplyRow = typeof forumReplies.$inferSelect;
