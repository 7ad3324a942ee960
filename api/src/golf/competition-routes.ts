import { holeScoreInputSchema } from '@golf/contract/golf-competition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textReader } from '../core/translations.js';
import { currentUser } from '../core/auth.js';
import { errorResponse, errors, idParams, okResponse } from '../core/schemas.js';
import { users } from '../users/table.js';
import { eq } from 'drizzle-orm';
import { GOLF_CHANNEL, leaderboardOf, markedGroups, saveHoleScore } from './competitions.js';
import { leaderboardSchema, markedGroupSchema } from './competition-schemas.js';

/** A group's marker enters hole scores; anyone reads a published leaderboard (the live-updates stream says when it changed). */
export const competitionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cms/golf/marking',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['golf'],
        security: [{ bearer: [] }],
        summary: 'The groups the caller marks in competitions not ended, with their scores so far',
        response: { 200: z.object({ status: z.literal('ok'), groups: z.array(markedGroupSchema) }), ...errors },
      },
    },
    async (request) => ({ status: 'ok' as const, groups: await markedGroups(app.db, currentUser(request).id, textReader(request).language) }),
  );

  app.put(
    '/cms/golf/competitions/:id/scores',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['golf'],
        security: [{ bearer: [] }],
        summary: 'A hole score entered by the player’s group’s marker (or an admin); sending it again changes nothing',
        params: idParams,
        body: holeScoreInputSchema,
        response: { 200: okResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const [account] = await app.db.select({ group: users.userGroup }).from(users).where(eq(users.id, caller.id)).limit(1);
      await saveHoleScore(app.db, request.params.id, { id: caller.id, admin: account?.group === 'Admin' }, request.body);
      await app.database.pubsub.publish(GOLF_CHANNEL, JSON.stringify({ competitionId: request.params.id }));
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ext/golf/leaderboard/:id',
    {
      schema: {
        tags: ['golf'],
        summary: 'A published competition’s leaderboard (gross and net, to par, Thru); frozen once ended',
        params: idParams,
        response: { 200: z.object({ status: z.literal('ok'), leaderboard: leaderboardSchema }), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, leaderboard: await leaderboardOf(app.db, request.params.id, false, textReader(request).language) };
    },
  );
};
