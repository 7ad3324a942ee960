import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../users/table.js';
import { forumReplyLikes, forumThreadLikes } from './table.js';

/** The author fields a thread or reply shows, selected alongside it. */
export const authorColumns = {
  id: users.id,
  fullName: users.fullName,
  imageFileId: users.imageFileId,
  annualMembershipActivated: users.annualMembershipActivated,
  annualMembershipExpiredAt: users.annualMembershipExpiredAt,
};

/** Which of these threads the user likes. */
export async function likedThreadIds(db: Db, userId: string, threadIds: string[]): Promise<Set<string>> {
  if (threadIds.length === 0) return new Set();
  const rows = await db
    .select({ id: forumThreadLikes.threadId })
    .from(forumThreadLikes)
    .where(and(eq(forumThreadLikes.userId, userId), inArray(forumThreadLikes.threadId, threadIds)));
  return new Set(rows.map((row) => row.id));
}

/** Which of these replies the user likes. */
export async function likedReplyIds(db: Db, userId: string, replyIds: string[]): Promise<Set<string>> {
  if (replyIds.length === 0) return new Set();
  const rows = await db
    .select({ id: forumReplyLikes.replyId })
    .from(forumReplyLikes)
    .where(and(eq(forumReplyLikes.userId, userId), inArray(forumReplyLikes.replyId, replyIds)));
  return new Set(rows.map((row) => row.id));
}
