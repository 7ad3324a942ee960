import { competitionInputSchema, drawInputSchema } from '@golf/contract/golf-competition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textReader } from '../core/translations.js';
import { errorResponse, errors, idParams } from '../core/schemas.js';
import { competitionDetail, createCompetition, endCompetition, eventsWithoutCompetition, GOLF_CHANNEL, leaderboardOf, listCompetitions, saveDraw, setPublished } from './competitions.js';
import { competitionDetailSchema, competitionSummarySchema, leaderboardSchema } from './competition-schemas.js';

const detailResponse = z.object({ status: z.literal('ok'), competition: competitionDetailSchema });
const admin = { tags: ['admin', 'golf'], security: [{ bearer: [] }] };

/** The admin's competitions: set one up on an event, edit and print the draw, publish, end. */
export const competitionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = (id: string) => app.database.pubsub.publish(GOLF_CHANNEL, JSON.stringify({ competitionId: id }));

  app.get(
    '/admin/golf/competitions',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...admin,
        summary: 'The competitions, newest event first, and the events without one yet',
        response: {
          200: z.object({
            status: z.literal('ok'),
            competitions: z.array(competitionSummarySchema),
            events: z.array(z.object({ id: z.string(), name: z.string(), date: z.string(), type: z.string(), tag: z.string().nullable(), enrolled: z.number() })),
          }),
          ...errors,
        },
      },
    },
    async (request) => ({ status: 'ok' as const, competitions: await listCompetitions(app.db, textReader(request).language), events: await eventsWithoutCompetition(app.db, textReader(request).language) }),
  );

  app.post(
    '/admin/golf/competitions',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, summary: 'Set up a competition on an event: its enrolled persons drawn in groups', body: competitionInputSchema, response: { 200: detailResponse, 409: errorResponse, ...errors } },
    },
    async (request) => ({ status: 'ok' as const, competition: await competitionDetail(app.db, await createCompetition(app.db, request.body), textReader(request).language) }),
  );

  app.get(
    '/admin/golf/competitions/:id',
    { onRequest: app.requireAdmin, schema: { ...admin, summary: 'A competition with its draw and who may mark', params: idParams, response: { 200: detailResponse, ...errors } } },
    async (request) => ({ status: 'ok' as const, competition: await competitionDetail(app.db, request.params.id, textReader(request).language) }),
  );

  app.put(
    '/admin/golf/competitions/:id/draw',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, summary: 'Replace the draw: groups, tee times, markers', params: idParams, body: drawInputSchema, response: { 200: detailResponse, 409: errorResponse, ...errors } },
    },
    async (request) => {
      await saveDraw(app.db, request.params.id, request.body);
      await changed(request.params.id);
      return { status: 'ok' as const, competition: await competitionDetail(app.db, request.params.id, textReader(request).language) };
    },
  );

  app.put(
    '/admin/golf/competitions/:id/published',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, summary: 'Let visitors read the leaderboard (or not)', params: idParams, body: z.object({ published: z.boolean() }), response: { 200: detailResponse, ...errors } },
    },
    async (request) => {
      await setPublished(app.db, request.params.id, request.body.published);
      await changed(request.params.id);
      return { status: 'ok' as const, competition: await competitionDetail(app.db, request.params.id, textReader(request).language) };
    },
  );

  app.post(
    '/admin/golf/competitions/:id/end',
    {
      onRequest: app.requireAdmin,
      schema: { ...admin, summary: 'End the competition: the results are frozen, scores refused', params: idParams, response: { 200: detailResponse, 409: errorResponse, ...errors } },
    },
    async (request) => {
      await endCompetition(app.db, request.params.id);
      await changed(request.params.id);
      return { status: 'ok' as const, competition: await competitionDetail(app.db, request.params.id, textReader(request).language) };
    },
  );

  app.get(
    '/admin/golf/competitions/:id/leaderboard',
    { onRequest: app.requireAdmin, schema: { ...admin, summary: 'The leaderboard, published or not', params: idParams, response: { 200: z.object({ status: z.literal('ok'), leaderboard: leaderboardSchema }), ...errors } } },
    async (request) => ({ status: 'ok' as const, leaderboard: await leaderboardOf(app.db, request.params.id, true, textReader(request).language) }),
  );
};
