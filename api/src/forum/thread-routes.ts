import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errors, idParams, likePattern, pageCount, pageQuery } from '../core/schemas.js';
import { users } from '../users/table.js';
import { assertAttachmentsExist, attachmentsSchema } from './attachments.js';
import { PARENT_CATEGORIES, subcategoriesOf, SUBCATEGORIES } from './categories.js';
import { threadSchema } from '@golf/contract/forum';
import { toThread } from './model.js';
import { authorColumns, likedThreadIds } from './queries.js';
import { forumThreads } from './table.js';

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

const createBody = z.object({
  category: z.enum(SUBCATEGORIES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'forum.requiredFields' : 'forum.invalidCategory'),
  }),
  title: requiredText(200),
  content: requiredText(10_000),
  attachments: attachmentsSchema('forum.tooManyThreadImages'),
});

const threadResponse = z.object({ status: z.literal('ok'), thread: threadSchema });

export const threadRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['forum'];

  for (const side of ['ext', 'cms'] as const) {
    const access = side === 'cms' ? { preHandler: app.requireUser } : {};
    const security = side === 'cms' ? [{ bearer: [] }] : [];

    app.get(
      `/${side}/discussion/thread/list`,
      {
        ...access,
        schema: {
          tags,
          security,
          summary: 'A page of 10 threads, newest first; category is a subcategory id or a parent group id; keyword searches title and content',
          querystring: listQuery,
          response: {
            200: z.object({ status: z.literal('ok'), threads: z.array(threadSchema), total: z.number(), lastPage: z.number() }),
            ...errors,
          },
        },
      },
      async (request) => {
        const { page, category, keyword } = request.query;
        const where = and(
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
        const liked = request.user ? await likedThreadIds(app.db, request.user.id, rows.map((row) => row.thread.id)) : undefined;
        return {
          status: 'ok' as const,
          threads: rows.map((row) => toThread(row.thread, row.author, liked?.has(row.thread.id))),
          total,
          lastPage: pageCount(total, THREAD_PAGE_SIZE),
        };
      },
    );

    app.get(
      `/${side}/discussion/thread/get/:id`,
      { ...access, schema: { tags, security, params: idParams, response: { 200: threadResponse, ...errors } } },
      async (request) => {
        const [row] = await app.db
          .select({ thread: forumThreads, author: authorColumns })
          .from(forumThreads)
          .innerJoin(users, eq(users.id, forumThreads.authorId))
          .where(eq(forumThreads.id, request.params.id))
          .limit(1);
        if (!row) throw new HttpError(404, 'forum.threadNotFound');
        const liked = request.user ? (await likedThreadIds(app.db, request.user.id, [row.thread.id])).has(row.thread.id) : undefined;
        return { status: 'ok' as const, thread: toThread(row.thread, row.author, liked) };
      },
    );
  }

  app.post(
    '/cms/discussion/thread/create',
    {
      preHandler: app.requireUser,
      schema: { tags, security: [{ bearer: [] }], summary: 'Start a thread (members)', body: createBody, response: { 200: threadResponse, ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      await assertAttachmentsExist(app.db, body.attachments);
      const [row] = await app.db
        .insert(forumThreads)
        .values({ authorId: user.id, category: body.category, title: body.title, content: body.content, attachments: body.attachments })
        .returning();
      return { status: 'ok' as const, thread: toThread(row!, user, false) };
    },
  );
};
