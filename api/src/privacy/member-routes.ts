import { CLOSURE_GRACE_DAYS, closureSchema, dataExportSchema, marketingConsentSchema, privacyStatusSchema } from '@golf/contract/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errorResponse, errors, idParam, okResponse } from '../core/schemas.js';
import { siteOrigin } from '../config.js';
import type { RawSql } from '../db/client.js';
import { juniorOfCaller } from '../family/queries.js';
import { enqueueMailRaw } from '../mail/outbox.js';
import { closureMail } from './closure-mail.js';
import { freeFuturePlaces } from './future-places.js';
import { EXPORT_COLUMNS, exportAnswer, queueExport, type ExportRow } from './export.js';

const personParams = z.object({ personId: idParam });
const exportParams = z.object({ exportId: idParam });
const closureResponse = z.object({ status: z.literal('ok'), closure: closureSchema });
const OPEN = `cancelled_at IS NULL AND erased_at IS NULL`;

interface ClosureRow {
  requestedAt: Date;
  eraseAfter: Date;
}
export const closureAnswer = (row: ClosureRow) => ({ requestedAt: new Date(row.requestedAt).toISOString(), eraseAfter: new Date(row.eraseAfter).toISOString() });

/**
 * Records a closure (30 days of grace) and mails its confirmation, or 409 when one is already
 * waiting. Shared with the admins' closure on request.
 */
export async function requestClosure(
  raw: RawSql,
  { subject, requestedBy, mailTo, juniorName, link }: { subject: { userId: string } | { personId: string }; requestedBy: string; mailTo: { email: string; language: string }; juniorName: string | null; link: string },
): Promise<ClosureRow> {
  const [row] = await raw.query<ClosureRow>(
    `INSERT INTO account_closures (user_id, person_id, requested_by, erase_after) VALUES ($1, $2, $3, now() + make_interval(days => $4))
     ON CONFLICT DO NOTHING RETURNING requested_at AS "requestedAt", erase_after AS "eraseAfter"`,
    ['userId' in subject ? subject.userId : null, 'personId' in subject ? subject.personId : null, requestedBy, CLOSURE_GRACE_DAYS],
  );
  if (!row) throw new HttpError(409, 'privacy.alreadyClosing');
  await enqueueMailRaw(raw, closureMail({ to: mailTo.email, language: mailTo.language === 'en' ? 'en' : 'zh', eraseAfter: new Date(row.eraseAfter), juniorName, link }));
  return row;
}

/** Cancels the waiting closure; 404 when none waits. */
export async function cancelClosure(raw: RawSql, subject: { userId: string } | { personId: string }): Promise<void> {
  const [row] = await raw.query(
    `UPDATE account_closures SET cancelled_at = now() WHERE ${'userId' in subject ? 'user_id' : 'person_id'} = $1 AND ${OPEN} RETURNING id`,
    ['userId' in subject ? subject.userId : subject.personId],
  );
  if (!row) throw new HttpError(404, 'privacy.noClosure');
}

/**
 * A member's own data (DESIGN §11, issue 40 points 3–4): closing their account or a junior's
 * record with 30 days to change their mind, and downloading everything the club holds about them
 * or a junior of their family.
 */
export const privacyMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { onRequest: app.requireUser };
  const settingsLink = `${siteOrigin(app.config)}/settings#privacy`;
  const familyLink = `${siteOrigin(app.config)}/membership/family`;
  const juniorName = (junior: { nameZh: string | null; nameEn: string | null }) => junior.nameZh || junior.nameEn || '';

  app.get(
    '/cms/privacy',
    {
      ...secured,
      schema: {
        tags: ['privacy'],
        security: [{ bearer: [] }],
        summary: 'The caller’s closure (if one waits), their archives (newest first), and each junior’s closure',
        response: { 200: z.object({ status: z.literal('ok'), privacy: privacyStatusSchema }), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const privacy = await app.database.rawTransaction(async (raw) => {
        const [closure] = await raw.query<ClosureRow>(`SELECT requested_at AS "requestedAt", erase_after AS "eraseAfter" FROM account_closures WHERE user_id = $1 AND ${OPEN}`, [user.id]);
        const exports = await raw.query<ExportRow>(`SELECT ${EXPORT_COLUMNS} FROM data_exports WHERE user_id = $1 ORDER BY requested_at DESC, id LIMIT 10`, [user.id]);
        const juniors = await raw.query<{ personId: string; requestedAt: Date | null; eraseAfter: Date | null }>(
          `SELECT p.id AS "personId", c.requested_at AS "requestedAt", c.erase_after AS "eraseAfter"
             FROM people p JOIN family_guardians g ON g.family_id = p.family_id
             LEFT JOIN account_closures c ON c.person_id = p.id AND c.cancelled_at IS NULL AND c.erased_at IS NULL
            WHERE g.user_id = $1 ORDER BY p.created_at, p.id`,
          [user.id],
        );
        return {
          closure: closure ? closureAnswer(closure) : null,
          exports: exports.map(exportAnswer),
          juniors: juniors.map((row) => ({ personId: row.personId, closure: row.requestedAt && row.eraseAfter ? closureAnswer({ requestedAt: row.requestedAt, eraseAfter: row.eraseAfter }) : null })),
        };
      });
      return { status: 'ok' as const, privacy };
    },
  );

  app.put(
    '/cms/privacy/marketing',
    {
      ...secured,
      schema: {
        tags: ['privacy'],
        security: [{ bearer: [] }],
        summary: 'Direct marketing given or withdrawn (a separate opt-in, off by default); the time of the change is kept',
        body: marketingConsentSchema,
        response: { 200: z.object({ status: z.literal('ok'), marketingConsent: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const { consent } = request.body;
      await app.database.rawTransaction((raw) =>
        raw.query(`UPDATE users SET marketing_consent = $2, marketing_consent_at = now(), updated_at = now() WHERE id = $1 AND marketing_consent IS DISTINCT FROM $2`, [currentUser(request).id, consent]),
      );
      return { status: 'ok' as const, marketingConsent: consent };
    },
  );

  app.post(
    '/cms/privacy/close',
    {
      ...secured,
      schema: {
        tags: ['privacy'],
        security: [{ bearer: [] }],
        summary: `Close the caller’s account: erased ${CLOSURE_GRACE_DAYS} days later unless cancelled (the member can still sign in until then); its unpaid places in events to come are cancelled at once (paid ones stay); 409 if already asked`,
        response: { 200: closureResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await app.database.rawTransaction((raw) =>
        requestClosure(raw, { subject: { userId: user.id }, requestedBy: user.id, mailTo: { email: user.email, language: request.language }, juniorName: null, link: settingsLink }),
      );
      // Leaving the club gives up the unpaid places still to come (decision 94); paid ones stay.
      await freeFuturePlaces(app, { userId: user.id });
      return { status: 'ok' as const, closure: closureAnswer(row) };
    },
  );

  app.post(
    '/cms/privacy/close/cancel',
    { ...secured, schema: { tags: ['privacy'], security: [{ bearer: [] }], summary: 'Keep the caller’s account: cancels the waiting closure; 404 if none', response: { 200: okResponse, ...errors } } },
    async (request) => {
      await app.database.rawTransaction((raw) => cancelClosure(raw, { userId: currentUser(request).id }));
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/cms/privacy/juniors/:personId/close',
    {
      ...secured,
      schema: {
        tags: ['privacy'],
        security: [{ bearer: [] }],
        summary: `A guardian closes a junior’s record: erased ${CLOSURE_GRACE_DAYS} days later unless cancelled; the junior’s unpaid places in events to come are cancelled at once; 403 for another family’s junior, 409 if already asked`,
        params: personParams,
        response: { 200: closureResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const junior = await juniorOfCaller(app.db, user.id, request.params.personId);
      const row = await app.database.rawTransaction((raw) =>
        requestClosure(raw, { subject: { personId: junior.id }, requestedBy: user.id, mailTo: { email: user.email, language: request.language }, juniorName: juniorName(junior), link: familyLink }),
      );
      await freeFuturePlaces(app, { personId: junior.id });
      return { status: 'ok' as const, closure: closureAnswer(row) };
    },
  );

  app.post(
    '/cms/privacy/juniors/:personId/close/cancel',
    {
      ...secured,
      schema: { tags: ['privacy'], security: [{ bearer: [] }], summary: 'Keep a junior’s record: cancels the waiting closure; 404 if none', params: personParams, response: { 200: okResponse, ...errors } },
    },
    async (request) => {
      const junior = await juniorOfCaller(app.db, currentUser(request).id, request.params.personId);
      await app.database.rawTransaction((raw) => cancelClosure(raw, { personId: junior.id }));
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/cms/privacy/export',
    {
      ...secured,
      schema: {
        tags: ['privacy'],
        security: [{ bearer: [] }],
        summary: 'Download my data: queues one archive (JSON + files) of the caller, or of a junior of their family (personId); mailed as a link when ready. 409 while one is still being built.',
        body: z.object({ personId: idParam.optional() }).nullish(),
        response: { 200: z.object({ status: z.literal('ok'), export: dataExportSchema }), 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const personId = request.body?.personId ?? null;
      if (personId) await juniorOfCaller(app.db, user.id, personId);
      const row = await app.database.rawTransaction(async (raw) => {
        // One archive of a subject at a time: the caller's adds take turns on their account's row.
        await raw.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [user.id]);
        const [waiting] = await raw.query(`SELECT 1 FROM data_exports WHERE user_id = $1 AND person_id IS NOT DISTINCT FROM $2 AND status = 'queued'`, [user.id, personId]);
        if (waiting) throw new HttpError(409, 'privacy.exportWaiting');
        return queueExport(raw, user.id, personId);
      });
      return { status: 'ok' as const, export: exportAnswer(row) };
    },
  );

  app.get(
    '/cms/privacy/exports/:exportId/archive',
    {
      ...secured,
      schema: {
        tags: ['privacy'],
        security: [{ bearer: [] }],
        summary: 'The archive (zip) of a ready export, for the member who asked for it only; 404 for anyone else’s, one not ready, or one past its 7 days',
        params: exportParams,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const [row] = await app.database.rawTransaction((raw) =>
        raw.query<{ archive: Buffer | Uint8Array; requestedAt: Date }>(
          `SELECT archive, requested_at AS "requestedAt" FROM data_exports WHERE id = $1 AND user_id = $2 AND status = 'ready' AND expires_at > now() AND archive IS NOT NULL`,
          [request.params.exportId, user.id],
        ),
      );
      if (!row) throw new HttpError(404, 'privacy.exportNotFound');
      const day = new Date(row.requestedAt).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="golf-club-data-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(row.archive));
    },
  );
};
