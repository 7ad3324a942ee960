import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errors, idParam } from '../core/schemas.js';
import { users, type UserRow } from '../users/table.js';
import { assertAttachmentsExist, attachmentsSchema } from './attachments.js';
import { replySchema } from '@golf/contract/forum';
import { toReply } from './model.js';
import { assertWithinNewAccountLimits } from './new-accounts.js';
import { authorColumns, hidingOf, isAdmin, isOwnHiddenPost, isThreadReadable, likedReplyIds, repliesSeenBy, reportedIds, visibleThread } from './queries.js';
import { forumReplies, forumThreads } from './table.js';
import { requireVerifiedEmail } from '../users/verified-email.js';

/** A thread's replies are shown whole; this bounds one response. */
const MAX_REPLIES = 500;

const threadParams = z.object({ id: idParam });
const createParams = z.object({ threadId: idParam });

/** A reply's fields as its author writes them, on create and on edit. */
export const replyBody = z.object({
  content: z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? 'forum.replyRequired' : undefined) })
    .trim()
    .min(1, { error: 'forum.replyRequired' })
    .max(5_000),
  attachments: attachmentsSchema('forum.tooManyReplyImages'),
});

export const replyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['forum'];

  async function assertThreadReadable(id: string, user: UserRow | null | undefined) {
    const [thread] = await app.db.select().from(forumThreads).where(eq(forumThreads.id, id)).limit(1);
    if (!thread || !(isThreadReadable(thread, isAdmin(user)) || isOwnHiddenPost(thread, user))) throw new HttpError(404, 'forum.threadNotFound');
  }

  for (const side of ['ext', 'cms'] as const) {
    const access = side === 'cms' ? { onRequest: app.requireUser } : {};
    const security = side === 'cms' ? [{ bearer: [] }] : [];

    app.get(
      `/${side}/discussion/thread/reply/list/:id`,
      {
        ...access,
        schema: {
          tags,
          security,
          summary: "A thread's replies, oldest first (admins also get hidden and deleted ones, marked by state)",
          params: threadParams,
          response: { 200: z.object({ status: z.literal('ok'), replies: z.array(replySchema) }), ...errors },
        },
      },
      async (request) => {
        const user = request.user;
        const admin = isAdmin(user);
        await assertThreadReadable(request.params.id, user);
        const rows = await app.db
          .select({ reply: forumReplies, author: authorColumns })
          .from(forumReplies)
          .innerJoin(users, eq(users.id, forumReplies.authorId))
          // Members see the visible replies and their own hidden ones (told why).
          .where(and(eq(forumReplies.threadId, request.params.id), admin ? undefined : repliesSeenBy(user)))
          .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
          .limit(MAX_REPLIES);
        const ids = rows.map((row) => row.reply.id);
        const own = rows.filter((row) => isOwnHiddenPost(row.reply, user)).map((row) => row.reply);
        const [liked, reported, hiding] = user
          ? await Promise.all([likedReplyIds(app.db, user.id, ids), reportedIds(app.db, user.id, 'reply', ids), hidingOf(app.db, 'reply', own)])
          : [];
        return {
          status: 'ok' as const,
          replies: rows.map((row) =>
            toReply(row.reply, row.author, user ? { admin, signedIn: true, liked: liked!.has(row.reply.id), reported: reported!.has(row.reply.id), hiding: hiding!.get(row.reply.id) } : { admin, signedIn: false }),
          ),
        };
      },
    );
  }

  app.post(
    '/cms/discussion/thread/reply/create/:threadId',
    {
      onRequest: app.requireUser,
      preValidation: requireVerifiedEmail,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Reply to a thread (members; a new account writes at most 10 replies in its first 24 hours, with 1 image each)',
        params: createParams,
        body: replyBody,
        response: { 200: z.object({ status: z.literal('ok'), reply: replySchema }), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { threadId } = request.params;
      const { content, attachments } = request.body;
      await assertAttachmentsExist(app.db, attachments);
      const reply = await app.db.transaction(async (tx) => {
        // The counter moves with the row, so a thread's comments always equals its visible replies.
        // Updating it first takes the thread's row lock, in the order moderation takes it.
        const [thread] = await tx
          .update(forumThreads)
          .set({ comments: sql`${forumThreads.comments} + 1` })
          .where(and(eq(forumThreads.id, threadId), visibleThread))
          .returning({ id: forumThreads.id });
        if (!thread) {
          const [other] = await tx.select().from(forumThreads).where(eq(forumThreads.id, threadId));
          // A thread its author deleted still shows its replies but takes no new ones.
          if (other && isThreadReadable(other, false)) throw new HttpError(409, 'forum.threadClosed');
          throw new HttpError(404, 'forum.threadNotFound');
        }
        await assertWithinNewAccountLimits(tx, user, 'reply', attachments.length);
        const [row] = await tx.insert(forumReplies).values({ threadId, authorId: user.id, content, attachments }).returning();
        return row!;
      });
      return { status: 'ok' as const, reply: toReply(reply, user, { admin: isAdmin(user), signedIn: true, liked: false, reported: false }) };
    },
  );
};
