import { z } from 'zod';
import { isActiveMember } from '../users/schemas.js';
import type { UserRow } from '../users/table.js';
import type { ReplyRow, ThreadRow } from './table.js';

export const authorSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  imageFileId: z.string().nullable(),
  membershipTier: z.enum(['silver']).nullable().describe('null is shown as "Member"'),
});

export const threadSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  attachments: z.array(z.string()).describe('file ids for GET /ext/file/{id}'),
  likes: z.number(),
  comments: z.number(),
  liked: z.boolean().optional().describe('cms reads only: whether the caller likes it'),
  createdAt: z.string(),
  author: authorSchema,
});

export const replySchema = z.object({
  _id: z.string(),
  threadId: z.string(),
  content: z.string(),
  attachments: z.array(z.string()),
  likes: z.number(),
  liked: z.boolean().optional(),
  createdAt: z.string(),
  author: authorSchema,
});

export type Author = z.infer<typeof authorSchema>;
export type Thread = z.infer<typeof threadSchema>;
export type Reply = z.infer<typeof replySchema>;

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
