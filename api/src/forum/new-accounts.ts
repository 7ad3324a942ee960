import { count, eq } from 'drizzle-orm';
import { isNewAccount, NEW_ACCOUNT_LIMITS } from '@golf/contract/forum';
import { HttpError } from '../core/http-error.js';
import type { Db } from '../db/client.js';
import { users, type UserRow } from '../users/table.js';
import { isAdmin } from './queries.js';
import { forumReplies, forumThreads } from './table.js';

/**
 * A new account (its first 24 hours) starts at most 3 threads and writes at most 10 replies, with
 * one image per post: the room a spammer or a mistaken new member has before anyone can react.
 * Deleted posts count, or deleting would reset the limit. Run inside the transaction that inserts
 * the post: the account's row lock makes parallel requests count one after another.
 */
export async function assertWithinNewAccountLimits(tx: Db, user: UserRow, kind: 'thread' | 'reply', images: number, now = Date.now()): Promise<void> {
  if (isAdmin(user) || !isNewAccount(user.createdAt, now)) return;
  assertNewAccountImages(user, images, now);
  await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
  const table = kind === 'thread' ? forumThreads : forumReplies;
  const [{ posted } = { posted: 0 }] = await tx.select({ posted: count() }).from(table).where(eq(table.authorId, user.id));
  const limit = kind === 'thread' ? NEW_ACCOUNT_LIMITS.threads : NEW_ACCOUNT_LIMITS.replies;
  if (posted >= limit) throw new HttpError(429, kind === 'thread' ? 'forum.newAccountThreadLimit' : 'forum.newAccountReplyLimit');
}

/** Edits keep to the same one image per post while the account is new. */
export function assertNewAccountImages(user: UserRow, images: number, now = Date.now()): void {
  if (!isAdmin(user) && isNewAccount(user.createdAt, now) && images > NEW_ACCOUNT_LIMITS.imagesPerPost) throw new HttpError(400, 'forum.newAccountImageLimit');
}
