import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, pageCount, pageQuery } from '../core/schemas.js';

const PAGE_SIZE = 20;

const entrySchema = z.object({
  _id: z.string(),
  admin: z.object({ _id: z.string(), fullName: z.string() }).nullable().describe('null once that admin account is gone'),
  action: z.string(),
  subject: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  path: z.string(),
  createdAt: z.string(),
});

/** The admins' reads of personal data, newest first, for the club to answer "who looked at my data?". */
export const accessLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/privacy/access-log',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: `Who of the admins opened which member's data, newest first, ${PAGE_SIZE} a page; ?userId= for one member`,
        querystring: z.object({ page: pageQuery.optional().default(1), userId: z.string().max(200).optional() }),
        response: { 200: z.object({ status: z.literal('ok'), entries: z.array(entrySchema), totalPages: z.number() }), ...errors },
      },
    },
    async (request) => {
      const { page, userId } = request.query;
      const rows = await app.database.rawTransaction(async (raw) => {
        const [{ total } = { total: 0 }] = await raw.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM admin_access_log WHERE $1::text IS NULL OR subject_user_id = $1`,
          [userId ?? null],
        );
        const entries = await raw.query<{ id: string; adminId: string | null; adminName: string | null; action: string; subjectId: string | null; subjectName: string | null; path: string; createdAt: Date }>(
          `SELECT l.id::text AS id, a.id AS "adminId", a.full_name AS "adminName", l.action, s.id AS "subjectId", s.full_name AS "subjectName", l.path, l.created_at AS "createdAt"
             FROM admin_access_log l
             LEFT JOIN users a ON a.id = l.admin_id
             LEFT JOIN users s ON s.id = l.subject_user_id
            WHERE $1::text IS NULL OR l.subject_user_id = $1
            ORDER BY l.created_at DESC, l.id DESC
            LIMIT $2 OFFSET $3`,
          [userId ?? null, PAGE_SIZE, (page - 1) * PAGE_SIZE],
        );
        return { total, entries };
      });
      return {
        status: 'ok' as const,
        entries: rows.entries.map((row) => ({
          _id: row.id,
          admin: row.adminId ? { _id: row.adminId, fullName: row.adminName ?? '' } : null,
          action: row.action,
          subject: row.subjectId ? { _id: row.subjectId, fullName: row.subjectName ?? '' } : null,
          path: row.path,
          createdAt: new Date(row.createdAt).toISOString(),
        })),
        totalPages: pageCount(rows.total, PAGE_SIZE),
      };
    },
  );
};
