import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSchema } from '@golf/contract/sessions';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errors, idParams, okResponse } from '../core/schemas.js';

/** Sign-out and the account's sessions (issue 36 point 5, DESIGN §9 "Sessions"). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { onRequest: app.requireUser };

  app.post(
    '/cms/auth/signout',
    {
      ...secured,
      schema: { tags: ['accounts'], summary: "End the caller's session: its token is refused from now on", security: [{ bearer: [] }], response: { 200: okResponse, ...errors } },
    },
    async (request) => {
      await app.sessions.end({ sessionId: request.session!.id });
      // An ended session gets no renewed token.
      request.session = null;
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/cms/auth/signout-all',
    {
      ...secured,
      schema: { tags: ['accounts'], summary: "End every session of the account, the caller's included", security: [{ bearer: [] }], response: { 200: okResponse, ...errors } },
    },
    async (request) => {
      await app.sessions.end({ userId: currentUser(request).id });
      request.session = null;
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/cms/auth/sessions/:id/end',
    {
      ...secured,
      schema: {
        tags: ['accounts'],
        summary: "End one of the account's sessions (a device in Settings' list); ending the caller's own is a sign-out",
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Only a live session of the caller's own account: anyone else's id reads as unknown.
      const mine = (await app.sessions.listLive(currentUser(request).id)).some((row) => row.id === id);
      if (!mine) throw new HttpError(404, 'users.sessionNotFound');
      await app.sessions.end({ sessionId: id });
      if (id === request.session?.id) request.session = null;
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/cms/auth/sessions',
    {
      ...secured,
      schema: {
        tags: ['accounts'],
        summary: "The account's live sessions, most recently seen first",
        security: [{ bearer: [] }],
        response: { 200: z.object({ status: z.literal('ok'), sessions: z.array(sessionSchema) }), ...errors },
      },
    },
    async (request) => {
      const rows = await app.sessions.listLive(currentUser(request).id);
      return {
        status: 'ok' as const,
        sessions: rows.map((row) => ({
          _id: row.id,
          device: row.device,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.id === request.session?.id,
        })),
      };
    },
  );
};
