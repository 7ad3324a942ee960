import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMailSchema } from '@golf/contract/outbox';
import { errors, pageCount, pageQuery } from '../core/schemas.js';
import { mailOutbox } from './table.js';

const OUTBOX_PAGE_SIZE = 20;

/** What the club sent, or would have sent without a mail server, newest first. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox/list',
    {
      config: { personalData: { action: 'outbox.read' } },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Outgoing mail, newest first, 20 a page',
        querystring: z.object({ page: pageQuery.optional().default(1) }),
        response: { 200: z.object({ status: z.literal('ok'), mails: z.array(outboxMailSchema), totalPages: z.number() }), ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(mailOutbox);
      const rows = await app.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(OUTBOX_PAGE_SIZE)
        .offset((page - 1) * OUTBOX_PAGE_SIZE);
      return {
        status: 'ok' as const,
        mails: rows.map((row) => ({
          _id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          attachments: row.attachments.map((file) => file.filename),
          status: row.status,
          attempts: row.attempts,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
        totalPages: pageCount(total, OUTBOX_PAGE_SIZE),
      };
    },
  );
};
