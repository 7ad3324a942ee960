import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../core/http-error.js';
import { errors, idParams, ok, pageCount, pageQuery } from '../core/schemas.js';
import { ANNOUNCEMENT_CATEGORIES, announcementSchema } from '@golf/contract/announcements';
import { textReader } from '../core/translations.js';
import { toAnnouncement, visibleTo } from './model.js';
import { announcements } from './table.js';

export const ANNOUNCEMENT_PAGE_SIZE = 10;
const LATEST_COUNT = 3;
/** How many announcements the site's sitemap.xml lists at most (scripts/content-pages.mjs). */
const SITEMAP_LIMIT = 1000;

const sitemapResponse = z.object({
  status: ok,
  pages: z.array(z.object({ id: z.string(), updatedAt: z.string().describe('ISO time of the last change') })),
});

const newestFirst = [desc(announcements.displayDate), desc(announcements.createdAt), desc(announcements.id)];

/** The filter labels say "Events" and "All"; the stored category is "Event", and All means no filter. */
const categoryQuery = z
  .enum([...ANNOUNCEMENT_CATEGORIES, 'Events', 'All'], { error: 'announcements.invalidCategory' })
  .optional()
  .transform((value) => (value === 'All' || value === undefined ? undefined : value === 'Events' ? 'Event' : value));

const listQuery = z.object({ page: pageQuery.optional().default(1), category: categoryQuery });

/**
 * Reads, each twice: /ext/* for visitors and /cms/* (token required) for signed-in clients, who
 * may see MemberOnly announcements when they are active annual members or admins.
 */
export const announcementReadRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const side of ['ext', 'cms'] as const) {
    const access = side === 'cms' ? { onRequest: app.requireUser } : {};
    const security = side === 'cms' ? [{ bearer: [] }] : [];
    const tags = ['announcements'];

    app.get(
      `/${side}/announcement/list`,
      {
        ...access,
        schema: {
          tags,
          security,
          summary: 'A page of 10 announcements, newest display date first',
          querystring: listQuery,
          response: {
            200: z.object({ status: z.literal('ok'), announcements: z.array(announcementSchema), totalPages: z.number(), page: z.number() }),
            ...errors,
          },
        },
      },
      async (request) => {
        const { page, category } = request.query;
        const where = and(visibleTo(request.user), category ? eq(announcements.category, category) : undefined);
        const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(announcements).where(where);
        const rows = await app.db
          .select()
          .from(announcements)
          .where(where)
          .orderBy(...newestFirst)
          .limit(ANNOUNCEMENT_PAGE_SIZE)
          .offset((page - 1) * ANNOUNCEMENT_PAGE_SIZE);
        return { status: 'ok' as const, announcements: rows.map((row) => toAnnouncement(row, textReader(request))), totalPages: pageCount(total, ANNOUNCEMENT_PAGE_SIZE), page };
      },
    );

    app.get(
      `/${side}/announcement/featured`,
      {
        ...access,
        schema: {
          tags,
          security,
          summary: 'The newest featured announcement the viewer may read, or null',
          response: { 200: z.object({ status: z.literal('ok'), announcement: announcementSchema.nullable() }), ...errors },
        },
      },
      async (request) => {
        const [row] = await app.db
          .select()
          .from(announcements)
          .where(and(visibleTo(request.user), eq(announcements.featured, true)))
          .orderBy(...newestFirst)
          .limit(1);
        return { status: 'ok' as const, announcement: row ? toAnnouncement(row, textReader(request)) : null };
      },
    );

    app.get(
      `/${side}/announcement/latest`,
      {
        ...access,
        schema: {
          tags,
          security,
          summary: 'The newest 3 announcements the viewer may read',
          response: { 200: z.object({ status: z.literal('ok'), announcements: z.array(announcementSchema) }), ...errors },
        },
      },
      async (request) => {
        const rows = await app.db.select().from(announcements).where(visibleTo(request.user)).orderBy(...newestFirst).limit(LATEST_COUNT);
        return { status: 'ok' as const, announcements: rows.map((row) => toAnnouncement(row, textReader(request))) };
      },
    );

    app.get(
      `/${side}/announcement/get/:id`,
      {
        ...access,
        schema: {
          tags,
          security,
          summary: 'One announcement; 404 when missing or not visible to the viewer',
          params: idParams,
          response: { 200: z.object({ status: z.literal('ok'), announcement: announcementSchema }), ...errors },
        },
      },
      async (request) => {
        const [row] = await app.db
          .select()
          .from(announcements)
          .where(and(eq(announcements.id, request.params.id), visibleTo(request.user)))
          .limit(1);
        if (!row) throw new HttpError(404, 'announcements.notFound');
        return { status: 'ok' as const, announcement: toAnnouncement(row, textReader(request)) };
      },
    );
  }

  // The announcement pages search engines may list (the site's sitemap.xml): what a visitor reads.
  app.get(
    '/ext/announcement/sitemap',
    { schema: { tags: ['announcements'], summary: 'Announcement pages a visitor may read, for the sitemap, newest first', response: { 200: sitemapResponse, ...errors } } },
    async () => {
      const rows = await app.db.select({ id: announcements.id, updatedAt: announcements.updatedAt }).from(announcements).where(visibleTo(null)).orderBy(...newestFirst).limit(SITEMAP_LIMIT);
      return { status: 'ok' as const, pages: rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() })) };
    },
  );
};
