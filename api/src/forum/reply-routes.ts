import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errors, idParam } from '../core/schemas.js';
import { users } from '../users/table.js';
import { assertAttachmentsExist, attachmentsSchema } from './attachments.js';
import { replySchema } from '@golf/contract/forum';
import { toReply } from './model.js';
import { authorColumns, likedReplyIds } from './queries.js';
import { forumReplies, forumThreads } from './table.js';

/** A thread's replies are shown whole; this bounds one response. */
const MAX_REPLIES = 500;

const threadParams = z.object({ id: idParam });
const createParams = z.object({ threadId: idParam });

const createBody = z.object({
  content: z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? 'forum.replyRequired' : undefined) })
    .trim()
    .min(1, { error: 'forum.replyRequired' })
    .max(5_000),
  attachments: attachmentsSchema('forum.tooManyReplyImages'),
});

export const replyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['forum'];

  async function assertThreadExists(id: string) {
    const [thread] = await app.db.select({ id: forumThreads.id }).from(forumThreads).where(eq(forumThreads.id, id)).limit(1);
    if (!thread) throw new HttpError(404, 'forum.threadNotFound');
  }

  for (const side of ['ext', 'cms'] as const) {
    const access = side === 'cms' ? { preHandler: app.requireUser } : {};
    const security = side === 'cms' ? [{ bearer: [] }] : [];

    app.get(
      `/${side}/discussion/thread/reply/list/:id`,
      {
        ...access,
        schema: {
          tags,
          security,
          summary: "A thread's replies, oldest first",
          params: threadParams,
          response: { 200: z.object({ status: z.literal('ok'), replies: z.array(replySchema) }), ...errors },
        },
      },
      async (request) => {
        await assertThreadExists(request.params.id);
        const rows = await app.db
          .select({ reply: forumReplies, author: authorColumns })
          .from(forumReplies)
          .innerJoin(users, eq(users.id, forumReplies.authorId))
          .where(eq(forumReplies.threadId, request.params.id))
          .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
          .limit(MAX_REPLIES);
        const liked = request.user ? await likedReplyIds(app.db, request.user.id, rows.map((row) => row.reply.id)) : undefined;
        return { status: 'ok' as const, replies: rows.map((row) => toReply(row.reply, row.author, liked?.has(row.reply.id))) };
      },
    );
  }

  app.post(
    '/cms/discussion/thread/reply/create/:threadId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Reply to a thread (members)',
        params: createParams,
        body: createBody,
        response: { 200: z.object({ status: z.literal('ok'), reply: replySchema }), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { threadId } = request.params;
      const { content, attachments } = request.body;
      await assertAttachmentsExist(app.db, attachments);
      const reply = await app.db.transaction(async (tx) => {
        // The counter moves with the row, so a thread's comments always equals its replies.
        const [thread] = await tx
          .update(forumThreads)
          .set({ comments: sql`${forumThreads.comments} + 1` })
          .where(eq(forumThreads.id, threadId))
          .returning({ id: forumThreads.id });
        if (!thread) throw new HttpError(404, 'forum.threadNotFound');
        const [row] = await tx.insert(forumReplies).values({ threadId, authorId: user.id, content, attachments }).returning();
        return row!;
      });
      return { status: 'ok' as const, reply: toReply(reply, user, false) };
    },
  );
};
