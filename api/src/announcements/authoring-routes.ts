import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errors, idParam, idParams, okResponse, pageCount, pageQuery } from '../core/schemas.js';
import { fileExists } from '../files/queries.js';
import { announcementDisplayDate, announcementFields, announcementSchema } from '@golf/contract/announcements';
import { textReader } from '../core/translations.js';
import { readScope, toAnnouncement } from './model.js';
import { ANNOUNCEMENT_PAGE_SIZE } from './read-routes.js';
import { announcements } from './table.js';

// The form's rules are the contract's; the API reads older scope names and adds the image.
const fields = {
  title: announcementFields.title,
  content: announcementFields.content,
  displayCreatedBy: announcementFields.displayCreatedBy,
  scope: announcementFields.scope.transform(readScope),
  category: announcementFields.category,
  imageFileId: idParam.nullish().transform((value) => value ?? null),
  preview: announcementFields.preview,
  featured: announcementFields.featured,
};

const createBody = z.object({ ...fields, displayDate: announcementDisplayDate });
// The edit form does not send the display date (spec 02 ANNOUNCEMENT_CATEGORIES7); when sent it is changed.
const updateBody = z.object({ ...fields, displayDate: announcementDisplayDate.optional() });

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
      const { featured = false, title, content, ...body } = request.body;
      await checkImage(body.imageFileId);
      const [row] = await app.db
        .insert(announcements)
        .values({ ...body, titleZh: title.zh ?? null, titleEn: title.en ?? null, contentZh: content.zh ?? null, contentEn: content.en ?? null, featured, createdBy: user.id })
        .returning();
      return { status: 'ok' as const, announcement: toAnnouncement(row!, textReader(request)) };
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
          // {zh, en} sets both; a plain string only its own language (undefined leaves a column as it is).
          titleZh: body.title.zh,
          titleEn: body.title.en,
          contentZh: body.content.zh,
          contentEn: body.content.en,
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
      return { status: 'ok' as const, announcement: toAnnouncement(row, textReader(request)) };
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
      return { status: 'ok' as const, announcements: rows.map((row) => toAnnouncement(row, textReader(request))), totalPages: pageCount(total, ANNOUNCEMENT_PAGE_SIZE) };
    },
  );
};
