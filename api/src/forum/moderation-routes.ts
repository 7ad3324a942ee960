import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  MODERATION_ACTIONS,
  MODERATION_QUEUES,
  MODERATION_REASON_MAX,
  MODERATION_TARGETS,
  moderationItemSchema,
  moderationLogEntrySchema,
  POST_STATES,
  type ModerationItem,
  type ModerationTarget,
} from '@golf/contract/forum';
import { siteOrigin } from '../config.js';
import { currentUser } from '../core/auth.js';
import { excerpt } from '../core/excerpt.js';
import { HttpError } from '../core/http-error.js';
import { errors, idParam, pageCount, pageQuery } from '../core/schemas.js';
import type { Db } from '../db/client.js';
import { users } from '../users/table.js';
import { changePostState, lockPost, logModeration, postOf, resolveReports, tellAuthor } from './moderation.js';
import { postState } from './model.js';
import { forumModerationLog, forumReplies, forumReports, forumRevisions, forumThreads } from './table.js';

const QUEUE_PAGE_SIZE = 10;
const LOG_PAGE_SIZE = 20;
const EXCERPT_LENGTH = 140;
const REVISIONS_SHOWN = 5;

const admin = { tags: ['forum (admin)'], security: [{ bearer: [] }] };

const actionBody = z.object({
  targetType: z.enum(MODERATION_TARGETS),
  targetId: idParam,
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string().trim().max(MODERATION_REASON_MAX).optional().default(''),
});

/** The queue's view of posts named by type and id, with their reports and earlier versions. */
async function moderationItems(db: Db, targets: Array<{ type: ModerationTarget; id: string }>): Promise<ModerationItem[]> {
  const items: ModerationItem[] = [];
  for (const { type, id } of targets) {
    const post =
      type === 'thread'
        ? (await db.select({ post: forumThreads, threadTitle: forumThreads.title, author: { _id: users.id, fullName: users.fullName } }).from(forumThreads).innerJoin(users, eq(users.id, forumThreads.authorId)).where(eq(forumThreads.id, id)))[0]
        : (
            await db
              .select({ post: forumReplies, threadTitle: forumThreads.title, author: { _id: users.id, fullName: users.fullName } })
              .from(forumReplies)
              .innerJoin(forumThreads, eq(forumThreads.id, forumReplies.threadId))
              .innerJoin(users, eq(users.id, forumReplies.authorId))
              .where(eq(forumReplies.id, id))
          )[0];
    if (!post) continue;
    const reports = await db
      .select({ reporter: { _id: users.id, fullName: users.fullName }, reason: forumReports.reason, details: forumReports.details, createdAt: forumReports.createdAt, resolvedAt: forumReports.resolvedAt })
      .from(forumReports)
      .innerJoin(users, eq(users.id, forumReports.reporterId))
      .where(and(eq(forumReports.targetType, type), eq(forumReports.targetId, id)))
      .orderBy(desc(forumReports.createdAt));
    const revisions = await db
      .select({ title: forumRevisions.title, content: forumRevisions.content, editedAt: forumRevisions.createdAt })
      .from(forumRevisions)
      .where(and(eq(forumRevisions.targetType, type), eq(forumRevisions.targetId, id)))
      .orderBy(desc(forumRevisions.createdAt))
      .limit(REVISIONS_SHOWN);
    const open = reports.filter((report) => !report.resolvedAt);
    items.push({
      targetType: type,
      targetId: id,
      threadId: 'threadId' in post.post ? post.post.threadId : post.post.id,
      threadTitle: post.threadTitle,
      content: post.post.content,
      attachments: post.post.attachments,
      author: post.author,
      state: postState(post.post),
      postedAt: post.post.createdAt.toISOString(),
      editedAt: post.post.editedAt?.toISOString() ?? null,
      openReports: open.length,
      lastReportedAt: reports[0]?.createdAt.toISOString() ?? null,
      reports: reports.map((report) => ({ reporter: report.reporter, reason: report.reason, details: report.details, createdAt: report.createdAt.toISOString(), resolved: !!report.resolvedAt })),
      revisions: revisions.map((revision) => ({ title: revision.title, content: revision.content, editedAt: revision.editedAt.toISOString() })),
    });
  }
  return items;
}

/** The admins' side of the forum: the queue of reported and hidden posts, actions and their log. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const webOrigin = siteOrigin(app.config);

  app.get(
    '/admin/moderation/list',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'The review queue: posts with open reports (most recently reported first), or with ?queue=hidden every hidden post',
        querystring: z.object({ page: pageQuery.optional().default(1), queue: z.enum(MODERATION_QUEUES).catch('open').optional().default('open') }),
        response: { 200: z.object({ status: z.literal('ok'), reports: z.array(moderationItemSchema), total: z.number(), totalPages: z.number() }), ...errors },
      },
    },
    async (request) => {
      const { page, queue } = request.query;
      const offset = (page - 1) * QUEUE_PAGE_SIZE;
      let targets: Array<{ type: ModerationTarget; id: string }>;
      let total: number;
      if (queue === 'open') {
        const open = isNull(forumReports.resolvedAt);
        const [{ posts } = { posts: 0 }] = await app.db
          .select({ posts: sql<number>`count(DISTINCT (${forumReports.targetType}, ${forumReports.targetId}))::int` })
          .from(forumReports)
          .where(open);
        total = posts;
        const rows = await app.db
          .select({ type: forumReports.targetType, id: forumReports.targetId, last: sql`max(${forumReports.createdAt})` })
          .from(forumReports)
          .where(open)
          .groupBy(forumReports.targetType, forumReports.targetId)
          .orderBy(sql`max(${forumReports.createdAt}) DESC`, forumReports.targetId)
          .limit(QUEUE_PAGE_SIZE)
          .offset(offset);
        targets = rows.map((row) => ({ type: row.type, id: row.id }));
      } else {
        const hiddenThreads = app.db
          .select({ type: sql<ModerationTarget>`'thread'`.as('type'), id: forumThreads.id, hiddenAt: forumThreads.hiddenAt })
          .from(forumThreads)
          .where(and(isNotNull(forumThreads.hiddenAt), isNull(forumThreads.deletedAt)));
        const hiddenReplies = app.db
          .select({ type: sql<ModerationTarget>`'reply'`.as('type'), id: forumReplies.id, hiddenAt: forumReplies.hiddenAt })
          .from(forumReplies)
          .where(and(isNotNull(forumReplies.hiddenAt), isNull(forumReplies.deletedAt)));
        const all = hiddenThreads.unionAll(hiddenReplies).as('hidden');
        const [{ posts } = { posts: 0 }] = await app.db.select({ posts: sql<number>`count(*)::int` }).from(all);
        total = posts;
        targets = await app.db.select({ type: all.type, id: all.id }).from(all).orderBy(desc(all.hiddenAt), all.id).limit(QUEUE_PAGE_SIZE).offset(offset);
      }
      return { status: 'ok' as const, reports: await moderationItems(app.db, targets), total, totalPages: pageCount(total, QUEUE_PAGE_SIZE) };
    },
  );

  app.put(
    '/admin/moderation',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Hide, restore or delete a post; its open reports count as reviewed and the log keeps who, what, when and why',
        body: actionBody,
        response: { 200: z.object({ status: z.literal('ok'), state: z.enum(POST_STATES) }), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { targetType, targetId, action, reason } = request.body;
      const state = await app.db.transaction(async (tx) => {
        const locked = await lockPost(tx, targetType, targetId);
        if (!locked) throw new HttpError(404, targetType === 'thread' ? 'forum.threadNotFound' : 'forum.replyNotFound');
        const post = postOf(locked);
        const before = postState(post);
        if (action === 'hide') {
          if (before === 'deleted') throw new HttpError(409, 'forum.postDeleted');
          if (before === 'visible') {
            await changePostState(tx, locked, { hiddenAt: new Date() });
            await tellAuthor(tx, locked, 'hiddenByAdmin', reason, webOrigin);
          }
        } else if (action === 'restore') {
          // What an author deleted stays deleted: restoring it would publish what they took back.
          if (before === 'deleted' && post.deletedBy === post.authorId) throw new HttpError(409, 'forum.deletedByAuthor');
          if (before !== 'visible') await changePostState(tx, locked, { hiddenAt: null, deletedAt: null, deletedBy: null });
        } else if (before !== 'deleted') {
          await changePostState(tx, locked, { deletedAt: new Date(), deletedBy: user.id });
          await tellAuthor(tx, locked, 'deletedByAdmin', reason, webOrigin);
        }
        await resolveReports(tx, locked);
        await logModeration(tx, locked, action, user.id, reason);
        return postState(postOf(locked));
      });
      return { status: 'ok' as const, state };
    },
  );

  app.get(
    '/admin/moderation/log',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'Every moderation action, newest first: who (null when members’ reports hid the post), what, when and why',
        querystring: z.object({ page: pageQuery.optional().default(1) }),
        response: { 200: z.object({ status: z.literal('ok'), actions: z.array(moderationLogEntrySchema), totalPages: z.number() }), ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const actor = alias(users, 'actor');
      const [{ entries } = { entries: 0 }] = await app.db.select({ entries: sql<number>`count(*)::int` }).from(forumModerationLog);
      const rows = await app.db
        .select({
          entry: forumModerationLog,
          actor: { _id: actor.id, fullName: actor.fullName },
          threadTitle: forumThreads.title,
          replyContent: forumReplies.content,
        })
        .from(forumModerationLog)
        .leftJoin(actor, eq(actor.id, forumModerationLog.actorId))
        .leftJoin(forumThreads, and(eq(forumModerationLog.targetType, 'thread'), eq(forumThreads.id, forumModerationLog.targetId)))
        .leftJoin(forumReplies, and(eq(forumModerationLog.targetType, 'reply'), eq(forumReplies.id, forumModerationLog.targetId)))
        .orderBy(desc(forumModerationLog.createdAt), desc(forumModerationLog.id))
        .limit(LOG_PAGE_SIZE)
        .offset((page - 1) * LOG_PAGE_SIZE);
      return {
        status: 'ok' as const,
        actions: rows.map((row) => ({
          _id: row.entry.id,
          action: row.entry.action,
          targetType: row.entry.targetType,
          targetId: row.entry.targetId,
          threadId: row.entry.threadId,
          excerpt: excerpt(row.threadTitle ?? row.replyContent ?? '', EXCERPT_LENGTH),
          actor: row.actor?._id ? { _id: row.actor._id, fullName: row.actor.fullName } : null,
          reason: row.entry.reason,
          createdAt: row.entry.createdAt.toISOString(),
        })),
        totalPages: pageCount(entries, LOG_PAGE_SIZE),
      };
    },
  );
};
