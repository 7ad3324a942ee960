import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { HttpError } from '../core/http-error.js';

/** How queries see email_tokens (migrations/0125_email_verification.sql). */
export const emailTokens = pgTable('email_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  purpose: text('purpose').$type<EmailTokenPurpose>().notNull(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EmailTokenPurpose = 'signup' | 'activation' | 'email-change' | 'guardian-invite';

/** A link that proves an address works this long, once (DESIGN §9). */
export const EMAIL_LINK_HOURS = 24;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link token for `email`; only its hash is stored. Run in the transaction that mails it. */
export async function issueEmailToken(db: Db, { userId, purpose, email }: { userId: string; purpose: EmailTokenPurpose; email: string }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({ tokenHash: hashToken(token), userId, purpose, email, expiresAt: sql`now() + make_interval(hours => ${EMAIL_LINK_HOURS})` });
  return token;
}

/**
 * Spends a link of one of `purposes`: one conditional UPDATE, so two uses at once let one through.
 * A refusal says why, each with its own status so the page can say it: unknown 400, already used
 * 409, expired 410.
 */
export async function spendEmailToken(db: Db, token: string, purposes: EmailTokenPurpose[]): Promise<{ userId: string; purpose: EmailTokenPurpose; email: string }> {
  const tokenHash = hashToken(token);
  const [spent] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.tokenHash, tokenHash), inArray(emailTokens.purpose, purposes), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, sql`now()`)))
    .returning({ userId: emailTokens.userId, purpose: emailTokens.purpose, email: emailTokens.email });
  if (spent) return spent;
  const [found] = await db.select({ usedAt: emailTokens.usedAt, purpose: emailTokens.purpose }).from(emailTokens).where(eq(emailTokens.tokenHash, tokenHash)).limit(1);
  if (!found || !purposes.includes(found.purpose)) throw new HttpError(400, 'users.emailLinkInvalid');
  if (found.usedAt) throw new HttpError(409, 'users.emailLinkUsed');
  throw new HttpError(410, 'users.emailLinkExpired');
}

/** Every other open link of the account for these purposes is spent too (the address is settled). */
export async function spendOtherEmailTokens(db: Db, userId: string, purposes: EmailTokenPurpose[]): Promise<void> {
  for (const purpose of purposes) {
    await db.update(emailTokens).set({ usedAt: sql`now()` }).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  }
}
