import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { limitPerClient, limitPerMember } from '../core/rate-limit.js';
import { errorResponse, errors, okResponse } from '../core/schemas.js';
import { isUniqueViolation } from '../events/db-errors.js';
import { enrollments } from '../events/table.js';
import { enqueueMail } from '../mail/outbox.js';
import { emailChangeMail, emailChangeNoticeMail, signUpVerificationMail } from './email-mails.js';
import { issueEmailToken, spendEmailToken, spendOtherEmailTokens } from './email-tokens.js';
import { hashPassword } from './passwords.js';
import { email, password } from './schemas.js';
import { PRIVACY_NOTICE_VERSION, signUpConsentFields } from '@golf/contract/privacy';
import { REGISTERED, users } from './table.js';

const tokenBody = z.object({ token: z.string().trim().min(1, { error: 'users.emailLinkInvalid' }).max(200, { error: 'users.emailLinkInvalid' }) });

const verifiedResponse = z.object({
  status: z.literal('ok'),
  purpose: z.enum(['signup', 'email-change']).describe('what the link proved: the address given at sign-up, or a new address'),
  email: z.string().describe('the account’s address, now verified'),
});

const linkRefusals = { 409: errorResponse.describe('the link was already used'), 410: errorResponse.describe('the link expired (24 hours)') };

/** At most this many links a member asks for per hour (resend, email change). */
const LINKS_PER_HOUR = 5;

/**
 * Proving addresses by mailed links (DESIGN §9, issue 36 points 3 and 6, issue 35 item 9): the
 * sign-up link, resending it, activating a club-registered account, changing the address.
 */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const verifyLink = (token: string) => `${app.config.webOrigins[0]}/verify-email?token=${token}`;
  const perMemberLinks = limitPerMember(app, { scope: 'email-link', max: LINKS_PER_HOUR, windowMs: 3_600_000 });

  app.post(
    '/ext/auth/verify-email',
    {
      onRequest: limitPerClient(app, 'verify-email'),
      schema: {
        tags: ['accounts'],
        summary: 'Use a mailed link: verifies the sign-up address, or moves the account to a new address',
        body: tokenBody,
        response: { 200: verifiedResponse, ...linkRefusals, ...errors },
      },
    },
    async (request) => {
      return app.db.transaction(async (tx) => {
        const link = await spendEmailToken(tx, request.body.token, ['signup', 'email-change']);
        if (link.purpose === 'signup') {
          // A sign-up link proves the address it went to, not one the account moved to since.
          await tx.update(users).set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` }).where(and(eq(users.id, link.userId), eq(users.email, link.email)));
          return { status: 'ok' as const, purpose: 'signup' as const, email: link.email };
        }
        try {
          await tx.update(users).set({ email: link.email, emailVerifiedAt: sql`now()`, updatedAt: new Date() }).where(eq(users.id, link.userId));
        } catch (error) {
          if (isUniqueViolation(error, 'users_email_key')) throw new HttpError(409, 'users.emailInUse');
          throw error;
        }
        // Enrolment mails go to the account's address (issue 36 point 3): the open bookings follow it.
        await tx.update(enrollments).set({ email: link.email }).where(eq(enrollments.userId, link.userId));
        await spendOtherEmailTokens(tx, link.userId, ['signup', 'email-change']);
        return { status: 'ok' as const, purpose: 'email-change' as const, email: link.email };
      });
    },
  );

  app.post(
    '/cms/auth/verify-email/resend',
    {
      onRequest: app.requireUser, preHandler: perMemberLinks,
      schema: {
        tags: ['accounts'],
        summary: `Mail the sign-up link again (at most ${LINKS_PER_HOUR} links an hour); 409 when the address is verified already`,
        security: [{ bearer: [] }],
        response: { 200: okResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (user.emailVerifiedAt) throw new HttpError(409, 'users.emailAlreadyVerified');
      await app.db.transaction(async (tx) => {
        const token = await issueEmailToken(tx, { userId: user.id, purpose: 'signup', email: user.email });
        await enqueueMail(tx, signUpVerificationMail({ to: user.email, name: user.fullName, language: request.language, link: verifyLink(token) }));
      });
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/cms/profile/me/email',
    {
      onRequest: app.requireUser, preHandler: perMemberLinks,
      schema: {
        tags: ['profile'],
        summary: 'Change the email address: a link goes to the NEW address and the change happens when it is used; the old address gets a notice',
        security: [{ bearer: [] }],
        body: z.object({ email }),
        response: { 200: z.object({ status: z.literal('ok'), pendingEmail: z.string() }), 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const newEmail = request.body.email;
      if (newEmail === user.email) throw new HttpError(400, 'users.emailUnchanged');
      const [taken] = await app.db.select({ id: users.id }).from(users).where(and(eq(users.email, newEmail), ne(users.id, user.id))).limit(1);
      if (taken) throw new HttpError(409, 'users.emailInUse');
      await app.db.transaction(async (tx) => {
        // Only the latest change stands: an older link to another address is spent.
        await spendOtherEmailTokens(tx, user.id, ['email-change']);
        const token = await issueEmailToken(tx, { userId: user.id, purpose: 'email-change', email: newEmail });
        await enqueueMail(tx, emailChangeMail({ to: newEmail, name: user.fullName, language: request.language, link: verifyLink(token) }));
        await enqueueMail(tx, emailChangeNoticeMail({ to: user.email, name: user.fullName, language: request.language, newEmail }));
      });
      return { status: 'ok' as const, pendingEmail: newEmail };
    },
  );

  app.post(
    '/ext/auth/activate/confirm',
    {
      onRequest: limitPerClient(app, 'activate'),
      schema: {
        tags: ['accounts'],
        summary:
          'Use the activation link: sets the password of a club-registered account and activates it. The privacy notice is accepted here as at sign-up (privacyConsent: true, else 400; its version recorded), direct marketing a separate opt-in',
        body: tokenBody.extend({ password, ...signUpConsentFields }),
        response: { 200: okResponse, ...linkRefusals, ...errors },
      },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const { marketingConsent } = request.body;
      const now = new Date();
      // The member takes the account over here: the notice is agreed as at sign-up (decision 94).
      const consent = { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, privacyConsentedAt: now, marketingConsent, marketingConsentAt: marketingConsent ? now : null };
      await app.db.transaction(async (tx) => {
        const link = await spendEmailToken(tx, request.body.token, ['activation']);
        const [activated] = await tx
          .update(users)
          .set({ passwordHash, ...consent, registrationStatus: REGISTERED, emailVerifiedAt: sql`now()`, updatedAt: now })
          .where(and(eq(users.id, link.userId), eq(users.email, link.email), isNull(users.passwordHash)))
          .returning({ id: users.id });
        // Activated meanwhile by another link: this one is as good as used.
        if (!activated) throw new HttpError(409, 'users.emailLinkUsed');
        await spendOtherEmailTokens(tx, link.userId, ['activation']);
      });
      return { status: 'ok' as const };
    },
  );
};
