import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../core/http-error.js';
import { limitPerClient } from '../core/rate-limit.js';
import { errors, okResponse } from '../core/schemas.js';
import { enqueueMail } from '../mail/outbox.js';
import { hashPassword } from './passwords.js';
import { passwordResetMail } from './password-reset-mail.js';
import { passwordResetTokens } from './password-reset-table.js';
import { email, password } from './schemas.js';
import { users } from './table.js';

/** A reset link works this long, once. */
export const RESET_LINK_MINUTES = 60;

/**
 * The request answers after at least this long, whether or not the address has an account: an
 * account adds a token and a mail to the database, which a stopwatch could otherwise tell apart
 * (issue 36 point 10). Well above that work even on a busy machine (about 300 ms measured under
 * load), below what a person waiting for a mail notices.
 */
export const RESET_REQUEST_FLOOR_MS = 800;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const confirmBody = z.object({
  token: z.string().min(1, { error: 'users.resetLinkInvalid' }).max(200),
  newPassword: password,
});

/**
 * Password reset by mail (architecture §5b): the request answers the same whether or not the
 * address has an account (no oracle) and is rate limited per client address; the link is single
 * use and expires; confirming sets the password and ends every session of the account.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ext/auth/password-reset/request',
    {
      onRequest: limitPerClient(app, 'password-reset'),
      schema: { tags: ['accounts'], summary: 'Mail a password reset link (always answers ok)', body: z.object({ email }), response: { 200: okResponse, ...errors } },
    },
    async (request) => {
      const started = performance.now();
      const [user] = await app.db
        .select({ id: users.id, email: users.email, fullName: users.fullName, accountFrozen: users.accountFrozen })
        .from(users)
        .where(eq(users.email, request.body.email))
        .limit(1);
      if (user && !user.accountFrozen) {
        const token = randomBytes(32).toString('base64url');
        const link = `${app.config.webOrigins[0]}/reset-password?token=${token}`;
        await app.db.transaction(async (tx) => {
          await tx.insert(passwordResetTokens).values({
            tokenHash: hashToken(token),
            userId: user.id,
            expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
          });
          await enqueueMail(tx, passwordResetMail({ to: user.email, name: user.fullName, language: request.language, link }));
        });
      }
      const rest = RESET_REQUEST_FLOOR_MS - (performance.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/ext/auth/password-reset/confirm',
    {
      onRequest: limitPerClient(app, 'password-reset'),
      schema: { tags: ['accounts'], summary: 'Set a new password with a reset link; ends every session', body: confirmBody, response: { 200: okResponse, ...errors } },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      const passwordHash = await hashPassword(newPassword);
      const changedUserId = await app.db.transaction(async (tx) => {
        // Using the link and changing the password are one step: two uses at once, one wins.
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
          .returning({ userId: passwordResetTokens.userId });
        if (!used) return null;
        await tx
          .update(users)
          .set({ passwordHash, passwordChangeAsked: false, updatedAt: new Date() })
          .where(eq(users.id, used.userId));
        // Any other link of the account is spent too.
        await tx.update(passwordResetTokens).set({ usedAt: sql`now()` }).where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
        return used.userId;
      });
      if (!changedUserId) throw new HttpError(400, 'users.resetLinkInvalid');
      // After the commit (see sessions.end): the new password ends every session.
      await app.sessions.end({ userId: changedUserId });
      return { status: 'ok' as const };
    },
  );
};
