import type { Author, Reply, Thread } from '@golf/contract/forum';
import { isActiveMember } from '../users/schemas.js';
import type { UserRow } from '../users/table.js';
import type { ReplyRow, ThreadRow } from './table.js';

export type AuthorColumns = Pick<UserRow, 'id' | 'fullName' | 'imageFileId' | 'annualMembershipActivated' | 'annualMembershipExpiredAt'>;

export function toAuthor(user: AuthorColumns): Author {
  return { _id: user.id, fullName: user.fullName, imageFileId: user.imageFileId, membershipTier: isActiveMember(user) ? 'silver' : null };
}

/** `liked` is present only when the caller is known (cms reads). */
export function toThread(row: ThreadRow, author: AuthorColumns, liked?: boolean): Thread {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    category: row.category,
    attachments: row.attachments,
    likes: row.likes,
    comments: row.comments,
    ...(liked !== undefined && { liked }),
    createdAt: row.createdAt.toISOString(),
    author: toAuthor(author),
  };
}

export function toReply(row: ReplyRow, author: AuthorColumns, liked?: boolean): Reply {
  return {
    _id: row.id,
    threadId: row.threadId,
    content: row.content,
    attachments: row.attachments,
    likes: row.likes,
    ...(liked !== undefined && { liked }),
    createdAt: row.createdAt.toISOString(),
    author: toAuthor(author),
  };
}
