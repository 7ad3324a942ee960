import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { limitPerClient, limitPerMember } from '../core/rate-limit.js';
import { errorResponse, errors, okResponse } from '../core/schemas.js';
import { enqueueMail } from '../mail/outbox.js';
import { issueEmailToken, spendEmailToken } from '../users/email-tokens.js';
import { email } from '../users/schemas.js';
import { users } from '../users/table.js';
import { requireVerifiedEmail } from '../users/verified-email.js';
import { guardianInviteMail } from './invite-mail.js';
import { familyIdOf, juniorCount } from './queries.js';
import { families, familyGuardians } from './table.js';

/** At most this many invitations a guardian sends per hour. */
const INVITES_PER_HOUR = 5;

const tokenBody = z.object({ token: z.string().trim().min(1, { error: 'users.emailLinkInvalid' }).max(200, { error: 'users.emailLinkInvalid' }) });

/** A second guardian (DESIGN §10): invited by a mailed link; the link proves the address, whose account joins. */
export const guardianInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const acceptLink = (token: string) => `${app.config.webOrigins[0]}/membership/family/accept?token=${token}`;

  app.post(
    '/cms/family/guardians/invite',
    {
      onRequest: app.requireUser,
      preValidation: requireVerifiedEmail,
      preHandler: limitPerMember(app, { scope: 'guardian-invite', max: INVITES_PER_HOUR, windowMs: 3_600_000 }),
      schema: {
        tags: ['family'],
        security: [{ bearer: [] }],
        summary: `Invite a second guardian by email (a link valid 24 hours); at most ${INVITES_PER_HOUR} an hour`,
        body: z.object({ email }),
        response: { 200: okResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const familyId = await familyIdOf(app.db, user.id);
      if (!familyId) throw new HttpError(400, 'family.noFamilyYet');
      const [already] = await app.db
        .select({ id: users.id })
        .from(familyGuardians)
        .innerJoin(users, eq(users.id, familyGuardians.userId))
        .where(and(eq(familyGuardians.familyId, familyId), eq(users.email, request.body.email)))
        .limit(1);
      if (already) throw new HttpError(409, 'family.alreadyGuardian');
      await app.db.transaction(async (tx) => {
        const token = await issueEmailToken(tx, { userId: user.id, purpose: 'guardian-invite', email: request.body.email });
        await enqueueMail(tx, guardianInviteMail({ to: request.body.email, inviterEmail: user.email, language: request.language, link: acceptLink(token) }));
      });
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/ext/family/accept',
    {
      onRequest: limitPerClient(app, 'family-accept'),
      schema: {
        tags: ['family'],
        summary: 'Accept a second-guardian invitation: the link proves the address, and the account with that address joins the family',
        body: tokenBody,
        response: {
          200: z.object({ status: z.literal('ok'), email: z.string().describe('the account that is now a guardian') }),
          409: errorResponse.describe('the link was already used, or the account looks after another family with juniors'),
          410: errorResponse.describe('the link expired (24 hours)'),
          ...errors,
          404: errorResponse.describe('no account has the invited address yet: sign up with it, then use the link again'),
        },
      },
    },
    async (request) => {
      const email = await app.db.transaction(async (tx) => {
        const invite = await spendEmailToken(tx, request.body.token, ['guardian-invite']);
        // Throwing rolls the spend back: the link still works once the account exists.
        const [guardian] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, invite.email)).limit(1);
        if (!guardian) throw new HttpError(404, 'family.inviteNoAccount');
        const familyId = await familyIdOf(tx, invite.userId);
        if (!familyId) throw new HttpError(400, 'users.emailLinkInvalid');
        const own = await familyIdOf(tx, guardian.id);
        if (own === familyId) return guardian.email;
        if (own) {
          if ((await juniorCount(tx, own)) > 0) throw new HttpError(409, 'family.alreadyInFamily');
          await tx.delete(familyGuardians).where(eq(familyGuardians.userId, guardian.id));
          await tx.delete(families).where(and(eq(families.id, own), sql`NOT EXISTS (SELECT 1 FROM family_guardians g WHERE g.family_id = ${own})`));
        }
        await tx.insert(familyGuardians).values({ familyId, userId: guardian.id });
        return guardian.email;
      });
      return { status: 'ok' as const, email };
    },
  );
};
