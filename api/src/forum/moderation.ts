// The one way a post's state changes (architecture §5, "Forum moderation"): under the thread's row
// lock, so a thread's comment counter, the report threshold and the log agree however many
// members, authors and admins act on the same thread at once.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ModerationAction, ModerationTarget } from '@golf/contract/forum';
import type { Db } from '../db/client.js';
import { enqueueMail } from '../mail/outbox.js';
import { users } from '../users/table.js';
import { postModeratedMail, type ModeratedBecause } from './mails.js';
import { postState } from './model.js';
import { forumModerationLog, forumReplies, forumReports, forumThreads, type ReplyRow, type ThreadRow } from './table.js';

/** A post and its thread, both locked for the rest of the transaction. */
export interface LockedPost {
  type: ModerationTarget;
  thread: ThreadRow;
  /** Set when the post is a reply. */
  reply: ReplyRow | null;
}

export const postOf = (locked: LockedPost): ThreadRow | ReplyRow => locked.reply ?? locked.thread;

/**
 * Locks the thread first, then the reply: every writer takes them in this order (creating a reply
 * updates its thread's counter first), so two of them never wait on each other.
 */
export async function lockPost(tx: Db, type: ModerationTarget, id: string): Promise<LockedPost | null> {
  if (type === 'thread') {
    const [thread] = await tx.select().from(forumThreads).where(eq(forumThreads.id, id)).for('update');
    return thread ? { type, thread, reply: null } : null;
  }
  const [found] = await tx.select({ threadId: forumReplies.threadId }).from(forumReplies).where(eq(forumReplies.id, id));
  if (!found) return null;
  const [thread] = await tx.select().from(forumThreads).where(eq(forumThreads.id, found.threadId)).for('update');
  const [reply] = await tx.select().from(forumReplies).where(eq(forumReplies.id, id)).for('update');
  return thread && reply ? { type, thread, reply } : null;
}

interface StateChange {
  hiddenAt?: Date | null;
  deletedAt?: Date | null;
  deletedBy?: string | null;
}

/**
 * Hides, deletes or restores the locked post. A thread's `comments` counts its visible replies,
 * so it moves when a reply becomes visible or stops being so. `locked` is updated to match.
 */
export async function changePostState(tx: Db, locked: LockedPost, change: StateChange): Promise<void> {
  const before = postOf(locked);
  const after = { ...before, ...change };
  if (locked.reply) {
    await tx.update(forumReplies).set(change).where(eq(forumReplies.id, locked.reply.id));
    const delta = Number(postState(after) === 'visible') - Number(postState(before) === 'visible');
    if (delta !== 0) {
      await tx
        .update(forumThreads)
        .set({ comments: sql`${forumThreads.comments} + ${delta}` })
        .where(eq(forumThreads.id, locked.thread.id));
      locked.thread = { ...locked.thread, comments: locked.thread.comments + delta };
    }
    locked.reply = after as ReplyRow;
  } else {
    await tx.update(forumThreads).set(change).where(eq(forumThreads.id, locked.thread.id));
    locked.thread = after as ThreadRow;
  }
}

/** Marks the post's open reports as reviewed (the admin acted, or the post is gone). */
export async function resolveReports(tx: Db, locked: LockedPost, now = new Date()): Promise<void> {
  await tx
    .update(forumReports)
    .set({ resolvedAt: now })
    .where(and(eq(forumReports.targetType, locked.type), eq(forumReports.targetId, postOf(locked).id), isNull(forumReports.resolvedAt)));
}

/** Writes one line of the moderation log; actorId null means the members' reports acted. */
export async function logModeration(tx: Db, locked: LockedPost, action: ModerationAction | 'edit', actorId: string | null, reason = ''): Promise<void> {
  await tx.insert(forumModerationLog).values({ targetType: locked.type, targetId: postOf(locked).id, threadId: locked.thread.id, action, actorId, reason });
}

/** Tells the author, by mail in their language, that their post was hidden or removed. */
export async function tellAuthor(tx: Db, locked: LockedPost, because: ModeratedBecause, reason: string, webOrigin: string): Promise<void> {
  const post = postOf(locked);
  const [author] = await tx
    .select({ email: users.email, fullName: users.fullName, language: users.language })
    .from(users)
    .where(eq(users.id, post.authorId));
  if (!author) return;
  await enqueueMail(
    tx,
    postModeratedMail({
      to: author.email,
      name: author.fullName,
      language: author.language,
      because,
      excerpt: locked.reply ? locked.reply.content : locked.thread.title,
      reason,
      forumUrl: `${webOrigin}/discussions`,
    }),
  );
}
