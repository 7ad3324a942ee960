import { familySchema } from '@golf/contract/family';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../core/http-error.js';
import { errors, idParams } from '../core/schemas.js';
import { users } from '../users/table.js';
import { familyOf } from './queries.js';

/** What the club's admins see of a family (issue 39 point 7): from a user's page, their family. */
export const familyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/family/of/:id',
    {
      config: { personalData: { action: 'family.view', subjectParam: 'id' } },
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'The family a user guards: guardians, juniors with care details and consents, open invitations',
        params: idParams,
        response: { 200: z.object({ status: z.literal('ok'), family: familySchema }), ...errors },
      },
    },
    async (request) => {
      const [user] = await app.db.select({ id: users.id, fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, request.params.id)).limit(1);
      if (!user) throw new HttpError(404, 'users.userNotFound');
      const family = await familyOf(app.db, user);
      // Here `you` marks the user whose page the admin is on.
      return { status: 'ok' as const, family };
    },
  );
};
