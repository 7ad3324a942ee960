import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errors, idParams, likePattern, pageCount, pageQuery } from '../core/schemas.js';
import { users, type UserRow } from '../users/table.js';
import { assertAttachmentsExist, attachmentsSchema } from './attachments.js';
import { PARENT_CATEGORIES, subcategoriesOf, SUBCATEGORIES } from './categories.js';
import { threadSchema } from '@golf/contract/forum';
import { toThread, type AuthorColumns } from './model.js';
import type { Db } from '../db/client.js';
import { assertWithinNewAccountLimits } from './new-accounts.js';
import { authorColumns, hidingOf, isAdmin, isOwnHiddenPost, isThreadReadable, likedThreadIds, reportedIds, threadWithAuthor, visibleThread } from './queries.js';
import { forumThreads, type ThreadRow } from './table.js';
import { THREAD_TITLE_MAX } from '@golf/contract/limits';
import { requireVerifiedEmail } from '../users/verified-email.js';

export const THREAD_PAGE_SIZE = 10;

const listQuery = z.object({
  page: pageQuery.optional().default(1),
  category: z.enum([...SUBCATEGORIES, ...PARENT_CATEGORIES], { error: 'forum.invalidCategory' }).optional(),
  keyword: z.string().max(100).optional(),
});

/** Missing or blank: "Please fill in all required fields" (spec 01 §5, 02 §5). */
const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? 'forum.requiredFields' : undefined) })
    .trim()
    .min(1, { error: 'forum.requiredFields' })
    .max(max);

/** A thread's fields as its author writes them, on create and on edit. */
export const threadBody = z.object({
  category: z.enum(SUBCATEGORIES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'forum.requiredFields' : 'forum.invalidCategory'),
  }),
  title: requiredText(THREAD_TITLE_MAX),
  content: requiredText(10_000),
  attachments: attachmentsSchema('forum.tooManyThreadImages'),
});

export const threadResponse = z.object({ status: z.literal('ok'), thread: threadSchema });

/** How a thread reads for the caller: their like and report marks on cms reads; why it is hidden, to its author. */
export async function threadFor(db: Db, row: { thread: ThreadRow; author: AuthorColumns }, user: UserRow | null) {
  if (!user) return toThread(row.thread, row.author, { admin: false, signedIn: false });
  const own = isOwnHiddenPost(row.thread, user);
  const [liked, reported, hiding] = await Promise.all([
    likedThreadIds(db, user.id, [row.thread.id]),
    reportedIds(db, user.id, 'thread', [row.thread.id]),
    own ? hidingOf(db, 'thread', [row.thread]) : undefined,
  ]);
  return toThread(row.thread, row.author, { admin: isAdmin(user), signedIn: true, liked: liked.has(row.thread.id), reported: reported.has(row.thread.id), hiding: hiding?.get(row.thread.id) });
}

export const threadRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['forum'];

  for (const side of ['ext', 'cms'] as const) {
    const access = side === 'cms' ? { onRequest: app.requireUser } : {};
    const security = side === 'cms' ? [{ bearer: [] }] : [];

    app.get(
      `/${side}/discussion/thread/list`,
      {
        ...access,
        schema: {
          tags,
          security,
          summary:
            'A page of 10 threads, newest first; category is a subcategory id or a parent group id; keyword searches title and content. categoryCounts: visible threads per subcategory',
          querystring: listQuery,
          response: {
            200: z.object({
              status: z.literal('ok'),
              threads: z.array(threadSchema),
              total: z.number(),
              lastPage: z.number(),
              categoryCounts: z.record(z.string(), z.number()),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        const { page, category, keyword } = request.query;
        const where = and(
          visibleThread,
          category ? inArray(forumThreads.category, [...subcategoriesOf(category)]) : undefined,
          keyword?.trim() ? or(ilike(forumThreads.title, likePattern(keyword)), ilike(forumThreads.content, likePattern(keyword))) : undefined,
        );
        const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(forumThreads).where(where);
        const rows = await app.db
          .select({ thread: forumThreads, author: authorColumns })
          .from(forumThreads)
          .innerJoin(users, eq(users.id, forumThreads.authorId))
          .where(where)
          .orderBy(desc(forumThreads.createdAt), desc(forumThreads.id))
          .limit(THREAD_PAGE_SIZE)
          .offset((page - 1) * THREAD_PAGE_SIZE);
        const ids = rows.map((row) => row.thread.id);
        const user = request.user;
        const [liked, reported, counts] = await Promise.all([
          user ? likedThreadIds(app.db, user.id, ids) : undefined,
          user ? reportedIds(app.db, user.id, 'thread', ids) : undefined,
          app.db.select({ category: forumThreads.category, threads: count() }).from(forumThreads).where(visibleThread).groupBy(forumThreads.category),
        ]);
        return {
          status: 'ok' as const,
          threads: rows.map((row) =>
            toThread(row.thread, row.author, user ? { admin: isAdmin(user), signedIn: true, liked: liked!.has(row.thread.id), reported: reported!.has(row.thread.id) } : { admin: false, signedIn: false }),
          ),
          total,
          lastPage: pageCount(total, THREAD_PAGE_SIZE),
          categoryCounts: Object.fromEntries(counts.map((row) => [row.category, row.threads])),
        };
      },
    );

    app.get(
      `/${side}/discussion/thread/get/:id`,
      { ...access, schema: { tags, security, params: idParams, response: { 200: threadResponse, ...errors } } },
      async (request) => {
        const row = await threadWithAuthor(app.db, request.params.id);
        // Hidden and admin-deleted threads read as missing to everyone but admins, and a hidden
        // one but to its author (who is told why).
        const readable = row && (isThreadReadable(row.thread, isAdmin(request.user)) || isOwnHiddenPost(row.thread, request.user));
        if (!readable) throw new HttpError(404, 'forum.threadNotFound');
        return { status: 'ok' as const, thread: await threadFor(app.db, row, request.user) };
      },
    );
  }

  app.post(
    '/cms/discussion/thread/create',
    {
      onRequest: app.requireUser,
      preValidation: requireVerifiedEmail,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Start a thread (members; a new account starts at most 3 in its first 24 hours, with 1 image each)',
        body: threadBody,
        response: { 200: threadResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      await assertAttachmentsExist(app.db, body.attachments);
      const row = await app.db.transaction(async (tx) => {
        await assertWithinNewAccountLimits(tx, user, 'thread', body.attachments.length);
        const [inserted] = await tx
          .insert(forumThreads)
          .values({ authorId: user.id, category: body.category, title: body.title, content: body.content, attachments: body.attachments })
          .returning();
        return inserted!;
      });
      return { status: 'ok' as const, thread: toThread(row, user, { admin: isAdmin(user), signedIn: true, liked: false, reported: false }) };
    },
  );
};
