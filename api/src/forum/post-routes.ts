import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { replySchema, type ModerationTarget } from '@golf/contract/forum';
import { EDIT_WINDOW_MS } from '@golf/contract/forum';
import { siteOrigin } from '../config.js';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errors, idParam, okResponse } from '../core/schemas.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../users/table.js';
import { assertAttachmentsExist } from './attachments.js';
import { changePostState, lockPost, logModeration, postOf, resolveReports, tellAuthor, type LockedPost } from './moderation.js';
import { postState, toReply } from './model.js';
import { assertNewAccountImages } from './new-accounts.js';
import { isAdmin, isThreadReadable, replyWithAuthor, threadWithAuthor } from './queries.js';
import { replyBody } from './reply-routes.js';
import { forumReplies, forumRevisions, forumThreads } from './table.js';
import { threadBody, threadFor, threadResponse } from './thread-routes.js';
import { requireVerifiedEmail } from '../users/verified-email.js';

const NOT_FOUND = { thread: 'forum.threadNotFound', reply: 'forum.replyNotFound' } as const;

/**
 * What a member who is not an admin can reach: a visible post in a thread they can open. Anything
 * else reads as missing, exactly as the read routes answer.
 */
function reachable(locked: LockedPost): boolean {
  if (!isThreadReadable(locked.thread, false)) return false;
  return postState(postOf(locked)) === 'visible' || (locked.type === 'thread' && !!locked.thread.deletedAt);
}

/** Locks the post the caller names and checks they may change it; admins may change any post. */
async function lockOwnPost(tx: Db, type: ModerationTarget, id: string, user: UserRow, change: 'edit' | 'delete', now: number): Promise<LockedPost> {
  const locked = await lockPost(tx, type, id);
  const admin = isAdmin(user);
  if (!locked || (!admin && !reachable(locked))) throw new HttpError(404, NOT_FOUND[type]);
  const post = postOf(locked);
  if (post.deletedAt) throw new HttpError(409, 'forum.postDeleted');
  if (admin) return locked;
  if (post.authorId !== user.id) throw new HttpError(403, 'forum.notYourPost');
  if (change === 'edit' && now - post.createdAt.getTime() >= EDIT_WINDOW_MS) throw new HttpError(403, 'forum.editWindowClosed');
  return locked;
}

const threadParams = z.object({ threadId: idParam });
const replyParams = z.object({ replyId: idParam });

/**
 * Members edit their own thread or reply within 24 hours and delete it at any time; admins do both
 * to any post, and that goes into the moderation log (architecture §5, "Forum moderation").
 */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['forum'];
  const security = [{ bearer: [] }];
  const webOrigin = siteOrigin(app.config);

  /** An admin acting on someone else's post: logged, and for a deletion the author is told. */
  async function moderated(tx: Db, locked: LockedPost, user: UserRow, action: 'edit' | 'delete') {
    if (postOf(locked).authorId === user.id) return;
    await logModeration(tx, locked, action, user.id);
    if (action === 'delete') await tellAuthor(tx, locked, 'deletedByAdmin', '', webOrigin);
  }

  app.put(
    '/cms/discussion/thread/update/:threadId',
    {
      onRequest: app.requireUser,
      preValidation: requireVerifiedEmail,
      schema: {
        tags,
        security,
        summary: 'Edit a thread: its author within 24 hours of posting, or an admin',
        params: threadParams,
        body: threadBody,
        response: { 200: threadResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      assertNewAccountImages(user, body.attachments.length);
      await assertAttachmentsExist(app.db, body.attachments);
      await app.db.transaction(async (tx) => {
        const locked = await lockOwnPost(tx, 'thread', request.params.threadId, user, 'edit', Date.now());
        const before = locked.thread;
        const unchanged =
          before.title === body.title && before.content === body.content && before.category === body.category && before.attachments.join() === body.attachments.join();
        if (unchanged) return;
        await tx.insert(forumRevisions).values({ targetType: 'thread', targetId: before.id, title: before.title, content: before.content, attachments: before.attachments, editedBy: user.id });
        const now = new Date();
        await tx
          .update(forumThreads)
          .set({ title: body.title, content: body.content, category: body.category, attachments: body.attachments, editedAt: now, updatedAt: now })
          .where(eq(forumThreads.id, before.id));
        await moderated(tx, locked, user, 'edit');
      });
      const row = await threadWithAuthor(app.db, request.params.threadId);
      return { status: 'ok' as const, thread: await threadFor(app.db, row!, user) };
    },
  );

  app.put(
    '/cms/discussion/thread/reply/update/:replyId',
    {
      onRequest: app.requireUser,
      preValidation: requireVerifiedEmail,
      schema: {
        tags,
        security,
        summary: 'Edit a reply: its author within 24 hours of posting, or an admin',
        params: replyParams,
        body: replyBody,
        response: { 200: z.object({ status: z.literal('ok'), reply: replySchema }), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      assertNewAccountImages(user, body.attachments.length);
      await assertAttachmentsExist(app.db, body.attachments);
      await app.db.transaction(async (tx) => {
        const locked = await lockOwnPost(tx, 'reply', request.params.replyId, user, 'edit', Date.now());
        const before = locked.reply!;
        if (before.content === body.content && before.attachments.join() === body.attachments.join()) return;
        await tx.insert(forumRevisions).values({ targetType: 'reply', targetId: before.id, content: before.content, attachments: before.attachments, editedBy: user.id });
        await tx.update(forumReplies).set({ content: body.content, attachments: body.attachments, editedAt: new Date() }).where(eq(forumReplies.id, before.id));
        await moderated(tx, locked, user, 'edit');
      });
      const row = await replyWithAuthor(app.db, request.params.replyId);
      return { status: 'ok' as const, reply: toReply(row!.reply, row!.author, { admin: isAdmin(user), signedIn: true }) };
    },
  );

  for (const type of ['thread', 'reply'] as const) {
    const path = type === 'thread' ? '/cms/discussion/thread/delete/:id' : '/cms/discussion/thread/reply/delete/:id';
    app.delete(
      path,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          security,
          summary:
            type === 'thread'
              ? 'Delete a thread: its author or an admin, at any time (replies stay under a "deleted" placeholder when the author deletes)'
              : 'Delete a reply: its author or an admin, at any time',
          params: z.object({ id: idParam }),
          response: { 200: okResponse, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await app.db.transaction(async (tx) => {
          const locked = await lockOwnPost(tx, type, request.params.id, user, 'delete', Date.now());
          await changePostState(tx, locked, { deletedAt: new Date(), deletedBy: user.id });
          // Reports of a post that is gone need no review.
          await resolveReports(tx, locked);
          await moderated(tx, locked, user, 'delete');
        });
        return { status: 'ok' as const };
      },
    );
  }
};
