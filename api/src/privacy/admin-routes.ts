import { closureSchema, dataRequestAnswerSchema, dataRequestInputSchema, dataRequestSchema, DATA_REQUEST_STATUSES, REQUEST_DUE_DAYS } from '@golf/contract/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errorResponse, errors, idParam, okResponse, pageCount, pageQuery } from '../core/schemas.js';
import { siteOrigin } from '../config.js';
import { freeFuturePlaces } from './future-places.js';
import { cancelClosure, closureAnswer, requestClosure } from './member-routes.js';

const PAGE_SIZE = 20;
const userParams = z.object({ userId: idParam });
const requestParams = z.object({ requestId: idParam });

interface RequestRow {
  id: string;
  kind: 'access' | 'correction' | 'erasure';
  memberId: string | null;
  memberName: string | null;
  memberEmail: string | null;
  requester: string;
  details: string;
  source: 'admin' | 'export';
  receivedAt: Date;
  dueAt: Date;
  status: 'open' | 'answered' | 'refused';
  answeredAt: Date | null;
  reason: string;
  overdue: boolean;
}

const REQUEST_COLUMNS = `r.id, r.kind, u.id AS "memberId", u.full_name AS "memberName", u.email AS "memberEmail", r.requester, r.details, r.source,
  r.received_at AS "receivedAt", r.due_at AS "dueAt", r.status, r.answered_at AS "answeredAt", r.reason, (r.status = 'open' AND r.due_at < now()) AS overdue`;

const requestAnswer = (row: RequestRow) => ({
  _id: row.id,
  kind: row.kind,
  member: row.memberId ? { _id: row.memberId, fullName: row.memberName ?? '', email: row.memberEmail ?? '' } : null,
  requester: row.requester,
  details: row.details,
  source: row.source,
  receivedAt: new Date(row.receivedAt).toISOString(),
  dueAt: new Date(row.dueAt).toISOString(),
  status: row.status,
  answeredAt: row.answeredAt ? new Date(row.answeredAt).toISOString() : null,
  reason: row.reason,
  overdue: row.overdue,
});

/**
 * The admins' side (DESIGN §11, issue 40 points 4–5): closing a member's account on their request,
 * and the log of data access and correction requests with the 40-day clock; a member's own
 * download is logged here as an access request and answered when the archive is ready.
 */
export const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAdmin };
  const security = [{ bearer: [] }];

  app.get(
    '/admin/privacy/users/:userId',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Whether a member’s account is waiting to be closed (and when it will be erased), or already erased',
        params: userParams,
        response: { 200: z.object({ status: z.literal('ok'), closure: closureSchema.nullable(), closedAt: z.string().nullable() }), ...errors },
      },
    },
    async (request) => {
      const found = await app.database.rawTransaction(async (raw) => {
        const [member] = await raw.query<{ closedAt: Date | null }>(`SELECT closed_at AS "closedAt" FROM users WHERE id = $1`, [request.params.userId]);
        if (!member) return null;
        const [closure] = await raw.query<{ requestedAt: Date; eraseAfter: Date }>(
          `SELECT requested_at AS "requestedAt", erase_after AS "eraseAfter" FROM account_closures WHERE user_id = $1 AND cancelled_at IS NULL AND erased_at IS NULL`,
          [request.params.userId],
        );
        return { closure: closure ? closureAnswer(closure) : null, closedAt: member.closedAt ? new Date(member.closedAt).toISOString() : null };
      });
      if (!found) throw new HttpError(404, 'privacy.accountNotFound');
      return { status: 'ok' as const, ...found };
    },
  );

  app.post(
    '/admin/privacy/users/:userId/close',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Close a member’s account on their request: the same 30 days of grace, the member is mailed and can cancel; 409 if already asked',
        params: userParams,
        response: { 200: z.object({ status: z.literal('ok'), closure: closureSchema }), 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const adminUser = currentUser(request);
      const row = await app.database.rawTransaction(async (raw) => {
        const [member] = await raw.query<{ id: string; email: string; language: string }>(`SELECT id, email, language FROM users WHERE id = $1 AND closed_at IS NULL`, [request.params.userId]);
        if (!member) throw new HttpError(404, 'privacy.accountNotFound');
        return requestClosure(raw, { subject: { userId: member.id }, requestedBy: adminUser.id, mailTo: member, juniorName: null, link: `${siteOrigin(app.config)}/settings#privacy` });
      });
      await freeFuturePlaces(app, { userId: request.params.userId });
      return { status: 'ok' as const, closure: closureAnswer(row) };
    },
  );

  app.post(
    '/admin/privacy/users/:userId/close/cancel',
    { ...admin, schema: { tags: ['admin'], security, summary: 'Cancel a member’s waiting closure; 404 if none', params: userParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      await app.database.rawTransaction((raw) => cancelClosure(raw, { userId: request.params.userId }));
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/admin/privacy/requests',
    {
      ...admin,
      config: { personalData: { action: 'privacy.requests' } },
      schema: {
        tags: ['admin'],
        security,
        summary: `Data access, correction and erasure requests, ${PAGE_SIZE} a page: open ones first by due date, then the rest newest first; ?status= for one status`,
        querystring: z.object({ page: pageQuery.optional().default(1), status: z.enum(DATA_REQUEST_STATUSES).optional().catch(undefined) }),
        response: { 200: z.object({ status: z.literal('ok'), requests: z.array(dataRequestSchema), totalPages: z.number(), openCount: z.number(), overdueCount: z.number() }), ...errors },
      },
    },
    async (request) => {
      const { page, status } = request.query;
      const result = await app.database.rawTransaction(async (raw) => {
        const [counts] = await raw.query<{ total: number; open: number; overdue: number }>(
          `SELECT count(*) FILTER (WHERE $1::text IS NULL OR status = $1)::int AS total, count(*) FILTER (WHERE status = 'open')::int AS open,
                  count(*) FILTER (WHERE status = 'open' AND due_at < now())::int AS overdue FROM data_requests`,
          [status ?? null],
        );
        const rows = await raw.query<RequestRow>(
          `SELECT ${REQUEST_COLUMNS} FROM data_requests r LEFT JOIN users u ON u.id = r.user_id
            WHERE $1::text IS NULL OR r.status = $1
            ORDER BY (r.status = 'open') DESC, CASE WHEN r.status = 'open' THEN r.due_at END ASC, r.received_at DESC, r.id DESC
            LIMIT $2 OFFSET $3`,
          [status ?? null, PAGE_SIZE, (page - 1) * PAGE_SIZE],
        );
        return { counts: counts!, rows };
      });
      return {
        status: 'ok' as const,
        requests: result.rows.map(requestAnswer),
        totalPages: pageCount(result.counts.total, PAGE_SIZE),
        openCount: result.counts.open,
        overdueCount: result.counts.overdue,
      };
    },
  );

  app.post(
    '/admin/privacy/requests',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: `Log a request received another way (letter, email, at the desk): due ${REQUEST_DUE_DAYS} days after it is logged`,
        body: dataRequestInputSchema,
        response: { 200: z.object({ status: z.literal('ok'), request: dataRequestSchema }), ...errors },
      },
    },
    async (request) => {
      const adminUser = currentUser(request);
      const { kind, memberEmail, requester, details } = request.body;
      const row = await app.database.rawTransaction(async (raw) => {
        let userId: string | null = null;
        if (memberEmail) {
          const [member] = await raw.query<{ id: string }>(`SELECT id FROM users WHERE email = lower($1) AND closed_at IS NULL`, [memberEmail]);
          if (!member) throw new HttpError(400, 'privacy.memberNotFound');
          userId = member.id;
        }
        const [created] = await raw.query<{ id: string }>(
          `INSERT INTO data_requests (kind, user_id, requester, details, due_at, created_by) VALUES ($1, $2, $3, $4, now() + make_interval(days => $5), $6) RETURNING id`,
          [kind, userId, requester, details, REQUEST_DUE_DAYS, adminUser.id],
        );
        return (await raw.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM data_requests r LEFT JOIN users u ON u.id = r.user_id WHERE r.id = $1`, [created!.id]))[0]!;
      });
      return { status: 'ok' as const, request: requestAnswer(row) };
    },
  );

  app.post(
    '/admin/privacy/requests/:requestId/answer',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Record the answer to an open request: answered, or refused with the reason (PDPO: refusals are logged with why); 409 once already answered',
        params: requestParams,
        body: dataRequestAnswerSchema,
        response: { 200: z.object({ status: z.literal('ok'), request: dataRequestSchema }), 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const adminUser = currentUser(request);
      const row = await app.database.rawTransaction(async (raw) => {
        const [existing] = await raw.query<{ status: string }>(`SELECT status FROM data_requests WHERE id = $1 FOR UPDATE`, [request.params.requestId]);
        if (!existing) throw new HttpError(404, 'privacy.requestNotFound');
        if (existing.status !== 'open') throw new HttpError(409, 'privacy.requestAnswered');
        await raw.query(`UPDATE data_requests SET status = $2, reason = $3, answered_at = now(), answered_by = $4 WHERE id = $1`, [
          request.params.requestId,
          request.body.outcome,
          request.body.reason,
          adminUser.id,
        ]);
        return (await raw.query<RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM data_requests r LEFT JOIN users u ON u.id = r.user_id WHERE r.id = $1`, [request.params.requestId]))[0]!;
      });
      return { status: 'ok' as const, request: requestAnswer(row) };
    },
  );
};
