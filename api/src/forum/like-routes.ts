import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errors, idParam } from '../core/schemas.js';
import { visibleReply, visibleThread } from './queries.js';
import { forumReplies, forumReplyLikes, forumThreadLikes, forumThreads } from './table.js';

const likeResponse = z.object({ status: z.literal('ok'), liked: z.boolean(), likes: z.number() });

/**
 * Likes toggle the caller's like (architecture §4). The like row and the counter change in one
 * transaction, and the counter only moves when a row was really added or removed, so concurrent
 * toggles never drift the count. Hidden and deleted posts take no likes (they read as missing).
 */
export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = (summary: string, params: z.ZodObject<{ [key: string]: typeof idParam }>) => ({
    onRequest: app.requireUser,
    schema: { tags: ['forum'], security: [{ bearer: [] }], summary, params, response: { 200: likeResponse, ...errors } },
  });

  app.post(
    '/cms/discussion/thread/like/:threadId',
    options('Like or unlike a thread', z.object({ threadId: idParam })),
    async (request) => {
      const user = currentUser(request);
      const threadId = (request.params as { threadId: string }).threadId;
      return app.db.transaction(async (tx) => {
        const [exists] = await tx.select({ id: forumThreads.id }).from(forumThreads).where(and(eq(forumThreads.id, threadId), visibleThread)).for('update');
        if (!exists) throw new HttpError(404, 'forum.threadNotFound');
        const added = await tx.insert(forumThreadLikes).values({ threadId, userId: user.id }).onConflictDoNothing().returning();
        const removed = added.length
          ? []
          : await tx
              .delete(forumThreadLikes)
              .where(and(eq(forumThreadLikes.threadId, threadId), eq(forumThreadLikes.userId, user.id)))
              .returning();
        const [thread] = await tx
          .update(forumThreads)
          .set({ likes: sql`${forumThreads.likes} + ${added.length - removed.length}` })
          .where(eq(forumThreads.id, threadId))
          .returning({ likes: forumThreads.likes });
        return { status: 'ok' as const, liked: added.length > 0, likes: thread!.likes };
      });
    },
  );

  app.post(
    '/cms/discussion/thread/reply/like/:replyId',
    options('Like or unlike a reply', z.object({ replyId: idParam })),
    async (request) => {
      const user = currentUser(request);
      const replyId = (request.params as { replyId: string }).replyId;
      return app.db.transaction(async (tx) => {
        const [exists] = await tx.select({ id: forumReplies.id }).from(forumReplies).where(and(eq(forumReplies.id, replyId), visibleReply)).for('update');
        if (!exists) throw new HttpError(404, 'forum.replyNotFound');
        const added = await tx.insert(forumReplyLikes).values({ replyId, userId: user.id }).onConflictDoNothing().returning();
        const removed = added.length
          ? []
          : await tx
              .delete(forumReplyLikes)
              .where(and(eq(forumReplyLikes.replyId, replyId), eq(forumReplyLikes.userId, user.id)))
              .returning();
        const [reply] = await tx
          .update(forumReplies)
          .set({ likes: sql`${forumReplies.likes} + ${added.length - removed.length}` })
          .where(eq(forumReplies.id, replyId))
          .returning({ likes: forumReplies.likes });
        return { status: 'ok' as const, liked: added.length > 0, likes: reply!.likes };
      });
    },
  );
};
