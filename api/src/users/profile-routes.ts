import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errorResponse, errors, idParam } from '../core/schemas.js';
import { fileExists } from '../files/queries.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { phoneUpdateSchema, profileSchema, profileUpdateSchema } from '@golf/contract/profile';
import { password, toProfile } from './schemas.js';
import { users } from './table.js';

const passwordBody = z.object({
  oldPassword: z.string({ error: (issue) => (issue.code === 'invalid_type' ? 'users.currentPasswordRequired' : undefined) }).min(1, { error: 'users.currentPasswordRequired' }).max(200),
  newPassword: password,
});

const pictureBody = z.object({ fileId: idParam.nullable() });

const profileResponse = z.object({ status: z.literal('ok'), data: profileSchema });

/** The signed-in member edits their own profile, password and picture (Settings). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { onRequest: app.requireUser };

  app.put(
    '/cms/profile/me/profile',
    { ...secured, schema: { tags: ['profile'], security: [{ bearer: [] }], body: profileUpdateSchema, response: { 200: profileResponse, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      const { fullName: name, gender: newGender, kscId: newKscId, handicapIndex: newHandicap, displayName: newDisplayName } = request.body;
      const [updated] = await app.db
        .update(users)
        .set({
          fullName: name,
          ...(newGender !== undefined && { gender: newGender }),
          ...(newKscId !== undefined && { kscId: newKscId }),
          ...(newHandicap !== undefined && { handicapIndex: newHandicap }),
          ...(newDisplayName !== undefined && { displayName: newDisplayName }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
      return { status: 'ok' as const, data: toProfile(updated!) };
    },
  );

  app.put(
    '/cms/profile/me/phone',
    {
      ...secured,
      schema: { tags: ['profile'], summary: "Change the member's phone (the contract's phone rule)", security: [{ bearer: [] }], body: phoneUpdateSchema, response: { 200: profileResponse, ...errors } },
    },
    async (request) => {
      const [updated] = await app.db
        .update(users)
        .set({ countryCode: request.body.countryCode, phone: request.body.phone, updatedAt: new Date() })
        .where(eq(users.id, currentUser(request).id))
        .returning();
      return { status: 'ok' as const, data: toProfile(updated!) };
    },
  );

  app.put(
    '/cms/profile/me/password',
    {
      ...secured,
      schema: {
        tags: ['profile'],
        summary: 'Change the password; ends every other session and returns a fresh token',
        security: [{ bearer: [] }],
        body: passwordBody,
        response: { 200: profileResponse.extend({ token: z.string() }), 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await verifyPassword(user.passwordHash, request.body.oldPassword))) {
        throw new HttpError(400, 'users.wrongCurrentPassword');
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      // Compare-and-set on the password just verified: of concurrent changes only the first wins
      // (the others' old password is no longer the account's) and they get 409.
      const [updated] = await app.db
        .update(users)
        .set({ passwordHash, passwordChangeAsked: false, updatedAt: new Date() })
        .where(and(eq(users.id, user.id), user.passwordHash ? eq(users.passwordHash, user.passwordHash) : isNull(users.passwordHash)))
        .returning();
      if (!updated) throw new HttpError(409, 'users.passwordChangedMeanwhile');
      // DESIGN §9: the member's own change ends every other session and keeps this one.
      const session = request.session!;
      await app.sessions.end({ userId: user.id, except: session.id });
      return { status: 'ok' as const, data: toProfile(updated), token: await app.issueToken(user.id, session.id) };
    },
  );

  app.put(
    '/cms/profile/me/profile-picture',
    { ...secured, schema: { tags: ['profile'], security: [{ bearer: [] }], body: pictureBody, response: { 200: profileResponse, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      const { fileId } = request.body;
      if (fileId && !(await fileExists(app.db, fileId))) throw new HttpError(400, 'users.fileNotFound');
      const [updated] = await app.db
        .update(users)
        .set({ imageFileId: fileId, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return { status: 'ok' as const, data: toProfile(updated!) };
    },
  );
};
