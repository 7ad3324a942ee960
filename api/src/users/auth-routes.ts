import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { limitPerClient } from '../core/rate-limit.js';
import { errors, okResponse } from '../core/schemas.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { profileSchema } from '@golf/contract/profile';
import { PRIVACY_NOTICE_VERSION, signUpConsentFields } from '@golf/contract/privacy';
import { countryCode, email, fullName, handicapIndex, kscId, meetsPasswordRule, password, phone, toProfile } from './schemas.js';
import { reserveSignInAttempt, signInSucceeded } from './sign-in-failures.js';
import { REGISTERED, users } from './table.js';
import { signUpAttemptMail } from './signup-attempt-mail.js';
import { enqueueMail } from '../mail/outbox.js';
import { siteOrigin } from '../config.js';
import { activationLinkMail, signUpVerificationMail } from './email-mails.js';
import { issueEmailToken } from './email-tokens.js';

const signUpBody = z.object({
  email,
  password,
  fullName,
  countryCode: countryCode.default('+852'),
  phone,
  kscId,
  handicapIndex,
  // The privacy notice accepted (its version recorded); direct marketing a separate opt-in (decision 94).
  ...signUpConsentFields,
});

const signInBody = z.object({
  email,
  // Any length: a wrong password is a failed sign-in, not a validation error.
  password: z.string().min(1).max(200),
});

// The password is chosen on the mailed link's page now; one sent here (older apps) is not used.
const activateBody = z.object({ email, countryCode: countryCode.default('+852'), phone, password: z.string().max(200).optional() });

/** Sign-up, sign-in, activation of a club-registered account, and the signed-in profile. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ext/auth/signup',
    {
      onRequest: limitPerClient(app, 'signup'),
      schema: {
        tags: ['accounts'],
        summary: 'Create an account',
        description:
          'Answers ok whether or not the address already has an account; its owner is then mailed instead (no new account). The privacy notice must be accepted (privacyConsent: true, else 400); the current notice version and the time are recorded. Direct marketing is a separate opt-in (marketingConsent, false unless true).',
        body: signUpBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const { privacyConsent: _accepted, privacyNoticeVersion: _read, marketingConsent, ...body } = request.body;
      const consentedAt = new Date();
      const consent = {
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        privacyConsentedAt: consentedAt,
        marketingConsent,
        marketingConsentAt: marketingConsent ? consentedAt : null,
      };
      // The same work either way (hash, then one insert that may find the address taken), and the
      // same answer: sign-up does not tell who has an account (issue 36 point 10).
      const passwordHash = await hashPassword(body.password);
      const created = await app.db.transaction(async (tx) => {
        // Created unverified: it can sign in and verify, nothing else, until the mailed link is used (DESIGN §9).
        const rows = await tx
          .insert(users)
          .values({ ...body, ...consent, passwordHash, registrationStatus: REGISTERED, emailVerifiedAt: null })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (rows[0]) {
          const token = await issueEmailToken(tx, { userId: rows[0].id, purpose: 'signup', email: body.email });
          await enqueueMail(tx, signUpVerificationMail({ to: body.email, name: body.fullName, language: request.language, link: `${app.config.webOrigins[0]}/verify-email?token=${token}` }));
        }
        return rows;
      });
      if (!created.length) {
        const [owner] = await app.db.select({ email: users.email, fullName: users.fullName, language: users.language }).from(users).where(eq(users.email, body.email)).limit(1);
        if (owner) {
          await enqueueMail(app.db, signUpAttemptMail({ to: owner.email, name: owner.fullName, language: owner.language, siteOrigin: siteOrigin(app.config) }));
        }
      }
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/ext/auth/signin',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in; returns a bearer token',
        body: signInBody,
        response: { 200: z.object({ status: z.literal('ok'), token: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { email: address, password: given } = request.body;
      const limits = { perPair: app.config.signinMaxFailures, perAddress: app.config.signinMaxFailuresPerAddress };
      const wait = await reserveSignInAttempt(app.db, address, request.ip, limits);
      if (wait > 0) {
        throw new HttpError(429, 'users.tooManySignInFailures', { minutes: Math.ceil(wait / 60) }, { 'Retry-After': String(wait) });
      }
      const [user] = await app.db.select().from(users).where(eq(users.email, address)).limit(1);
      // A wrong password keeps its reserved slot: that is the failure counted.
      if (!(await verifyPassword(user?.passwordHash, given)) || !user) throw new HttpError(401, 'users.invalidCredentials');
      await signInSucceeded(app.db, address, request.ip);
      if (user.accountFrozen) throw new HttpError(403, 'common.accountFrozen');
      // Only here is the password itself in hand: one set under the old 6-character rule still
      // signs in, and the account is asked to choose a new one (cleared by any new password).
      const asked = !meetsPasswordRule(given);
      if (asked !== user.passwordChangeAsked) await app.db.update(users).set({ passwordChangeAsked: asked }).where(eq(users.id, user.id));
      return { status: 'ok' as const, token: await app.signInToken(user.id, request) };
    },
  );

  app.post(
    '/ext/auth/activate',
    {
      onRequest: limitPerClient(app, 'activate'),
      schema: {
        tags: ['accounts'],
        summary: 'Ask to activate an account the club registered (email and phone must match): mails a link to the registered address',
        body: activateBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      // Email and phone alone no longer claim the account (issue 36 point 6): they only have a
      // link mailed to the registered address, and the link's page sets the password.
      const [account] = await app.db
        .select({ id: users.id, email: users.email, fullName: users.fullName })
        .from(users)
        .where(
          and(
            eq(users.email, body.email),
            eq(users.phone, body.phone),
            eq(users.countryCode, body.countryCode),
            isNull(users.passwordHash),
            ne(users.registrationStatus, REGISTERED),
          ),
        )
        .limit(1);
      if (!account) throw new HttpError(400, 'users.activationRefused');
      await app.db.transaction(async (tx) => {
        const token = await issueEmailToken(tx, { userId: account.id, purpose: 'activation', email: account.email });
        await enqueueMail(tx, activationLinkMail({ to: account.email, name: account.fullName, language: request.language, link: `${app.config.webOrigins[0]}/activate-membership?token=${token}` }));
      });
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/cms/auth/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in profile',
        security: [{ bearer: [] }],
        response: { 200: z.object({ status: z.literal('ok'), data: profileSchema }), ...errors },
      },
    },
    async (request) => ({ status: 'ok' as const, data: toProfile(currentUser(request)) }),
  );
};
