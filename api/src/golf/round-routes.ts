import { ROUND_ID_PATTERN, roundInputSchema } from '@golf/contract/golf';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errorResponse, errors, idParam, idParams } from '../core/schemas.js';
import { playerOf, recordOf, saveRound } from './rounds.js';
import { playerRecordSchema } from './schemas.js';

/**
 * Rounds a member records on a phone, for themselves or a junior of their family, and the
 * player's page: their rounds and practice index (never the official Handicap Index).
 */
export const roundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/cms/golf/rounds/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['golf'],
        security: [{ bearer: [] }],
        summary: 'Record a round under the id the phone made for it (a UUID); sending it again stores nothing more',
        params: idParams,
        body: roundInputSchema,
        response: { 200: z.object({ status: z.literal('ok'), id: z.string(), created: z.boolean() }), 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!ROUND_ID_PATTERN.test(id)) throw new HttpError(400, 'golf.roundIdInvalid');
      const created = await saveRound(app.db, currentUser(request).id, id.toLowerCase(), request.body);
      return { status: 'ok' as const, id: id.toLowerCase(), created };
    },
  );

  app.get(
    '/cms/golf/record',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['golf'],
        security: [{ bearer: [] }],
        summary: 'A player’s rounds (newest first) and practice index: the caller’s, or a junior’s of their family',
        querystring: z.object({ personId: idParam.optional() }),
        response: { 200: z.object({ status: z.literal('ok'), record: playerRecordSchema }), ...errors },
      },
    },
    async (request) => {
      const player = await playerOf(app.db, currentUser(request).id, request.query.personId);
      return { status: 'ok' as const, record: await recordOf(app.db, player) };
    },
  );
};
