import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errors, idParams, okResponse } from '../core/schemas.js';
import { CONTENT_LANGUAGES } from '@golf/contract/content-language';
import { liveUpdateFormSchema, liveUpdateSchema } from '@golf/contract/live-updates';
import { textReader } from '../core/translations.js';
import { toLiveUpdate } from './model.js';
import { scrapedGauge } from '../metrics/metrics.js';
import { LiveUpdateStreams } from './stream.js';
import { liveUpdates } from './table.js';

/** The newest this many are listed: live updates are a ticker, not an archive. */
const LIST_LIMIT = 100;

const body = liveUpdateFormSchema;

const liveUpdateResponse = z.object({ status: z.literal('ok'), liveUpdate: liveUpdateSchema });

export const liveUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = new LiveUpdateStreams(app);
  app.addHook('preClose', () => streams.close());
  scrapedGauge(app, { name: 'golf_live_update_streams', help: 'Live-update streams (server-sent events) open on this process', read: () => streams.size });
  const tags = ['live updates'];

  for (const side of ['ext', 'cms'] as const) {
    const access = side === 'cms' ? { onRequest: app.requireUser } : {};
    const security = side === 'cms' ? [{ bearer: [] }] : [];

    app.get(
      `/${side}/liveupdate/list`,
      {
        ...access,
        schema: {
          tags,
          security,
          summary: `The newest ${LIST_LIMIT} live updates`,
          response: { 200: z.object({ status: z.literal('ok'), liveUpdates: z.array(liveUpdateSchema) }), ...errors },
        },
      },
      async (request) => {
        const rows = await app.db.select().from(liveUpdates).orderBy(desc(liveUpdates.createdAt), desc(liveUpdates.id)).limit(LIST_LIMIT);
        return { status: 'ok' as const, liveUpdates: rows.map((row) => toLiveUpdate(row, textReader(request))) };
      },
    );

    app.get(
      `/${side}/liveupdate/get/:id`,
      { ...access, schema: { tags, security, params: idParams, response: { 200: liveUpdateResponse, ...errors } } },
      async (request) => {
        const [row] = await app.db.select().from(liveUpdates).where(eq(liveUpdates.id, request.params.id)).limit(1);
        if (!row) throw new HttpError(404, 'liveUpdates.notFound');
        return { status: 'ok' as const, liveUpdate: toLiveUpdate(row, textReader(request)) };
      },
    );
  }

  app.get(
    '/ext/liveupdate/stream',
    {
      schema: {
        tags,
        summary:
          'Server-sent events: `created` and `updated` carry the live update, `deleted` carries {_id}; `resync` ({}) means ' +
          'changes may have been missed (the server lost its database notifications for a while): read the list again. A comment every 25 s',
        // EventSource sends no headers of its own: the page names the language on screen.
        querystring: z.object({ lang: z.enum(CONTENT_LANGUAGES).optional().describe('the language of the texts; default: Accept-Language') }),
        produces: ['text/event-stream'],
        // Documents the content type (the handler writes the stream itself).
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    (request, reply) => streams.open(reply, request.query.lang ?? request.language),
  );

  const admin = { onRequest: app.requireAdmin };
  const security = [{ bearer: [] }];

  app.post(
    '/cms/liveupdate/create',
    { ...admin, schema: { tags, security, summary: 'Create (admin)', body, response: { 200: liveUpdateResponse, ...errors } } },
    async (request) => {
      const [row] = await app.db
        .insert(liveUpdates)
        .values({
          color: request.body.color,
          titleZh: request.body.title.zh ?? null,
          titleEn: request.body.title.en ?? null,
          contentZh: request.body.content.zh ?? null,
          contentEn: request.body.content.en ?? null,
          createdBy: currentUser(request).id,
        })
        .returning();
      await streams.publish({ event: 'created', id: row!.id });
      return { status: 'ok' as const, liveUpdate: toLiveUpdate(row!, textReader(request)) };
    },
  );

  app.put(
    '/cms/liveupdate/update/:id',
    { ...admin, schema: { tags, security, summary: 'Edit (admin)', params: idParams, body, response: { 200: liveUpdateResponse, ...errors } } },
    async (request) => {
      const [row] = await app.db
        .update(liveUpdates)
        // {zh, en} sets both; a plain string only its own language, so the other can be written later.
        .set({
          color: request.body.color,
          titleZh: request.body.title.zh,
          titleEn: request.body.title.en,
          contentZh: request.body.content.zh,
          contentEn: request.body.content.en,
          updatedAt: new Date(),
        })
        .where(eq(liveUpdates.id, request.params.id))
        .returning();
      if (!row) throw new HttpError(404, 'liveUpdates.notFound');
      await streams.publish({ event: 'updated', id: row.id });
      return { status: 'ok' as const, liveUpdate: toLiveUpdate(row, textReader(request)) };
    },
  );

  app.delete(
    '/cms/liveupdate/delete/:id',
    { ...admin, schema: { tags, security, summary: 'Delete (admin)', params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const deleted = await app.db.delete(liveUpdates).where(eq(liveUpdates.id, request.params.id)).returning({ id: liveUpdates.id });
      if (!deleted.length) throw new HttpError(404, 'liveUpdates.notFound');
      await streams.publish({ event: 'deleted', id: request.params.id });
      return { status: 'ok' as const };
    },
  );
};
