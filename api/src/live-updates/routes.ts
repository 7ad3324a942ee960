import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errors, idParams, okResponse } from '../core/schemas.js';
import { LIVE_UPDATE_COLORS, liveUpdateSchema } from '@golf/contract/live-updates';
import { toLiveUpdate } from './model.js';
import { scrapedGauge } from '../metrics/metrics.js';
import { LiveUpdateStreams } from './stream.js';
import { liveUpdates } from './table.js';

/** The newest this many are listed: live updates are a ticker, not an archive. */
const LIST_LIMIT = 100;

const required = (key: string, max: number) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? key : undefined) })
    .trim()
    .min(1, { error: key })
    .max(max);

const body = z.object({
  title: required('liveUpdates.titleRequired', 200),
  content: required('liveUpdates.contentRequired', 5_000),
  color: z.enum(LIVE_UPDATE_COLORS, { error: 'liveUpdates.invalidColor' }).default('green'),
});

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
      async () => {
        const rows = await app.db.select().from(liveUpdates).orderBy(desc(liveUpdates.createdAt), desc(liveUpdates.id)).limit(LIST_LIMIT);
        return { status: 'ok' as const, liveUpdates: rows.map(toLiveUpdate) };
      },
    );

    app.get(
      `/${side}/liveupdate/get/:id`,
      { ...access, schema: { tags, security, params: idParams, response: { 200: liveUpdateResponse, ...errors } } },
      async (request) => {
        const [row] = await app.db.select().from(liveUpdates).where(eq(liveUpdates.id, request.params.id)).limit(1);
        if (!row) throw new HttpError(404, 'liveUpdates.notFound');
        return { status: 'ok' as const, liveUpdate: toLiveUpdate(row) };
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
        produces: ['text/event-stream'],
        // Documents the content type (the handler writes the stream itself).
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    (_request, reply) => streams.open(reply),
  );

  const admin = { onRequest: app.requireAdmin };
  const security = [{ bearer: [] }];

  app.post(
    '/cms/liveupdate/create',
    { ...admin, schema: { tags, security, summary: 'Create (admin)', body, response: { 200: liveUpdateResponse, ...errors } } },
    async (request) => {
      const [row] = await app.db
        .insert(liveUpdates)
        .values({ ...request.body, createdBy: currentUser(request).id })
        .returning();
      await streams.publish({ event: 'created', id: row!.id });
      return { status: 'ok' as const, liveUpdate: toLiveUpdate(row!) };
    },
  );

  app.put(
    '/cms/liveupdate/update/:id',
    { ...admin, schema: { tags, security, summary: 'Edit (admin)', params: idParams, body, response: { 200: liveUpdateResponse, ...errors } } },
    async (request) => {
      const [row] = await app.db
        .update(liveUpdates)
        .set({ ...request.body, updatedAt: new Date() })
        .where(eq(liveUpdates.id, request.params.id))
        .returning();
      if (!row) throw new HttpError(404, 'liveUpdates.notFound');
      await streams.publish({ event: 'updated', id: row.id });
      return { status: 'ok' as const, liveUpdate: toLiveUpdate(row) };
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
