import { and, desc, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Hiding, ModerationTarget } from '@golf/contract/forum';
import type { Db } from '../db/client.js';
import { users, type UserRow } from '../users/table.js';
import { forumModerationLog, forumReplies, forumReplyLikes, forumReports, forumThreadLikes, forumThreads, type ThreadRow } from './table.js';

/** The author fields a thread or reply shows, selected alongside it. */
export const authorColumns = {
  id: users.id,
  fullName: users.fullName,
  displayName: users.displayName,
  imageFileId: users.imageFileId,
  annualMembershipActivated: users.annualMembershipActivated,
  annualMembershipExpiredAt: users.annualMembershipExpiredAt,
};

export const isAdmin = (user: Pick<UserRow, 'userGroup'> | null | undefined): boolean => user?.userGroup === 'Admin';

/** Threads and replies everyone may see: neither hidden nor deleted. */
export const visibleThread = and(isNull(forumThreads.hiddenAt), isNull(forumThreads.deletedAt));
export const visibleReply = and(isNull(forumReplies.hiddenAt), isNull(forumReplies.deletedAt));

/**
 * Whether the reader wrote this hidden post: she still reads it, told that it is hidden and why
 * (hidingOf), where everyone else gets 404. A deleted post stays gone, for her too.
 */
export function isOwnHiddenPost(post: { hiddenAt: Date | null; deletedAt: Date | null; authorId: string }, reader: Pick<UserRow, 'id'> | null | undefined): boolean {
  return !!reader && !!post.hiddenAt && !post.deletedAt && post.authorId === reader.id;
}

/** Replies a non-admin reader sees: the visible ones, and her own hidden ones. */
export function repliesSeenBy(reader: Pick<UserRow, 'id'> | null | undefined): SQL | undefined {
  if (!reader) return visibleReply;
  return or(visibleReply, and(isNotNull(forumReplies.hiddenAt), isNull(forumReplies.deletedAt), eq(forumReplies.authorId, reader.id)));
}

/**
 * When and why each of these hidden posts was hidden: the latest "hide" of the moderation log (no
 * actor: members' reports reached the threshold).
 */
export async function hidingOf(db: Db, targetType: ModerationTarget, posts: Array<{ id: string; hiddenAt: Date | null }>): Promise<Map<string, Hiding>> {
  const hidden = posts.filter((post) => post.hiddenAt);
  if (hidden.length === 0) return new Map();
  const rows = await db
    .select({ targetId: forumModerationLog.targetId, actorId: forumModerationLog.actorId, reason: forumModerationLog.reason })
    .from(forumModerationLog)
    .where(and(eq(forumModerationLog.targetType, targetType), eq(forumModerationLog.action, 'hide'), inArray(forumModerationLog.targetId, hidden.map((post) => post.id))))
    .orderBy(desc(forumModerationLog.createdAt));
  const latest = new Map<string, { actorId: string | null; reason: string }>();
  for (const row of rows) if (!latest.has(row.targetId)) latest.set(row.targetId, row);
  return new Map(
    hidden.map((post) => {
      const log = latest.get(post.id);
      return [post.id, { hiddenAt: post.hiddenAt!.toISOString(), byReports: log ? log.actorId === null : false, reason: log?.reason ?? '' }];
    }),
  );
}

/**
 * Whether a thread can be opened by someone who is not an admin: visible, or deleted by its own
 * author after others replied (its replies then stay under a placeholder). Hidden threads and
 * threads an admin deleted read as 404.
 */
export function isThreadReadable(thread: ThreadRow, admin: boolean): boolean {
  if (admin) return true;
  if (thread.hiddenAt) return false;
  if (thread.deletedAt) return thread.deletedBy === thread.authorId && thread.comments > 0;
  return true;
}

/** One thread with its author, whatever its state (callers decide who may see it). */
export async function threadWithAuthor(db: Db, id: string) {
  const [row] = await db
    .select({ thread: forumThreads, author: authorColumns })
    .from(forumThreads)
    .innerJoin(users, eq(users.id, forumThreads.authorId))
    .where(eq(forumThreads.id, id))
    .limit(1);
  return row ?? null;
}

/** One reply with its author, whatever its state. */
export async function replyWithAuthor(db: Db, id: string) {
  const [row] = await db
    .select({ reply: forumReplies, author: authorColumns })
    .from(forumReplies)
    .innerJoin(users, eq(users.id, forumReplies.authorId))
    .where(eq(forumReplies.id, id))
    .limit(1);
  return row ?? null;
}

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

/** Which of these posts the user has reported (so the app offers no second report). */
export async function reportedIds(db: Db, userId: string, targetType: ModerationTarget, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: forumReports.targetId })
    .from(forumReports)
    .where(and(eq(forumReports.reporterId, userId), eq(forumReports.targetType, targetType), inArray(forumReports.targetId, ids)));
  return new Set(rows.map((row) => row.id));
}
