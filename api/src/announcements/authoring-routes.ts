import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { isCalendarDate } from '@golf/contract/dates';
import { errors, idParam, idParams, okResponse, pageCount, pageQuery } from '../core/schemas.js';
import { fileExists } from '../files/queries.js';
import { ANNOUNCEMENT_CATEGORIES, announcementSchema } from '@golf/contract/announcements';
import { readScope, toAnnouncement } from './model.js';
import { ANNOUNCEMENT_PAGE_SIZE } from './read-routes.js';
import { announcements } from './table.js';

/** Missing, not text, or blank: the field's own "is required" text; too long: the generic one. */
const required = (key: string, max: number) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? key : undefined) })
    .trim()
    .min(1, { error: key })
    .max(max);

const displayDate = z
  .string({ error: (issue) => (issue.code === 'invalid_type' ? 'announcements.displayDateRequired' : undefined) })
  .trim()
  .min(1, { error: 'announcements.displayDateRequired' })
  .refine(isCalendarDate, { error: 'announcements.invalidDisplayDate' })
  .describe('YYYY-MM-DD, years 1900 to 2200');

/** Authoring offers All and MemberOnly; older names are accepted and stored as what they mean. */
const scope = z
  .enum(['All', 'MemberOnly', 'Member', 'Members', 'Public', 'Important'], { error: 'announcements.invalidScope' })
  .default('All')
  .transform(readScope);

/** Optional: missing, null or "" means no category. */
const category = z
  .union([z.enum(ANNOUNCEMENT_CATEGORIES), z.literal(''), z.null()], { error: 'announcements.invalidCategory' })
  .optional()
  .transform((value) => value || null);

const fields = {
  title: required('announcements.titleRequired', 200),
  content: required('announcements.contentRequired', 20_000),
  displayCreatedBy: required('announcements.createdByRequired', 100),
  scope,
  category,
  imageFileId: idParam.nullish().transform((value) => value ?? null),
  preview: z.string().trim().max(500).nullish().transform((value) => value || null),
  featured: z.boolean().optional(),
};

const createBody = z.object({ ...fields, displayDate });
// The edit form does not send the display date (spec 02 ANNOUNCEMENT_CATEGORIES7); when sent it is changed.
const updateBody = z.object({ ...fields, displayDate: displayDate.optional() });

const announcementResponse = z.object({ status: z.literal('ok'), announcement: announcementSchema });

/** Admin authoring (create, edit, delete) and the admin's paged list of every announcement. */
export const announcementAuthoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  const tags = ['announcements'];
  const security = [{ bearer: [] }];

  async function checkImage(imageFileId: string | null) {
    if (imageFileId && !(await fileExists(app.db, imageFileId))) throw new HttpError(400, 'announcements.imageNotFound');
  }

  app.post(
    '/cms/announcement/create',
    { ...admin, schema: { tags, security, summary: 'Create (admin)', body: createBody, response: { 200: announcementResponse, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      const { featured = false, ...body } = request.body;
      await checkImage(body.imageFileId);
      const [row] = await app.db
        .insert(announcements)
        .values({ ...body, featured, createdBy: user.id })
        .returning();
      return { status: 'ok' as const, announcement: toAnnouncement(row!) };
    },
  );

  app.put(
    '/cms/announcement/:id',
    {
      ...admin,
      schema: { tags, security, summary: 'Edit (admin)', params: idParams, body: updateBody, response: { 200: announcementResponse, ...errors } },
    },
    async (request) => {
      const body = request.body;
      await checkImage(body.imageFileId);
      const [row] = await app.db
        .update(announcements)
        .set({
          title: body.title,
          content: body.content,
          displayCreatedBy: body.displayCreatedBy,
          scope: body.scope,
          category: body.category,
          imageFileId: body.imageFileId,
          preview: body.preview,
          ...(body.featured !== undefined && { featured: body.featured }),
          ...(body.displayDate !== undefined && { displayDate: body.displayDate }),
          updatedAt: new Date(),
        })
        .where(eq(announcements.id, request.params.id))
        .returning();
      if (!row) throw new HttpError(404, 'announcements.notFound');
      return { status: 'ok' as const, announcement: toAnnouncement(row) };
    },
  );

  app.delete(
    '/cms/announcement/:id',
    { ...admin, schema: { tags, security, summary: 'Delete (admin)', params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const deleted = await app.db.delete(announcements).where(eq(announcements.id, request.params.id)).returning({ id: announcements.id });
      if (!deleted.length) throw new HttpError(404, 'announcements.notFound');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/admin/announcement/list',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Every announcement, 10 a page, newest display date first',
        querystring: z.object({ page: pageQuery.optional().default(1) }),
        response: { 200: z.object({ status: z.literal('ok'), announcements: z.array(announcementSchema), totalPages: z.number() }), ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(announcements);
      const rows = await app.db
        .select()
        .from(announcements)
        .orderBy(desc(announcements.displayDate), desc(announcements.createdAt), desc(announcements.id))
        .limit(ANNOUNCEMENT_PAGE_SIZE)
        .offset((page - 1) * ANNOUNCEMENT_PAGE_SIZE);
      return { status: 'ok' as const, announcements: rows.map(toAnnouncement), totalPages: pageCount(total, ANNOUNCEMENT_PAGE_SIZE) };
    },
  );
};
