import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** How queries see migrations/0005_forum.sql. */
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
});

export const forumReplies = pgTable('forum_replies', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  threadId: text('thread_id').notNull(),
  authorId: text('author_id').notNull(),
  content: text('content').notNull(),
  attachments: text('attachments').array().notNull().default(sql`'{}'`),
  likes: integer('likes').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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

export type ThreadRow = typeof forumThreads.$inferSelect;
export type ReplyRow = typeof forumReplies.$inferSelect;
