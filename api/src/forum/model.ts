import { displayNameOf } from '@golf/contract/display-name';
import type { Author, Hiding, PostState, Reply, Thread } from '@golf/contract/forum';
import { isActiveMember } from '../users/schemas.js';
import type { UserRow } from '../users/table.js';
import type { ReplyRow, ThreadRow } from './table.js';

export type AuthorColumns = Pick<UserRow, 'id' | 'fullName' | 'displayName' | 'imageFileId' | 'annualMembershipActivated' | 'annualMembershipExpiredAt'>;

type ModeratedRow = Pick<ThreadRow, 'hiddenAt' | 'deletedAt'>;

export function postState(row: ModeratedRow): PostState {
  if (row.deletedAt) return 'deleted';
  return row.hiddenAt ? 'hidden' : 'visible';
}

/** What the caller is, for what a read shows them. */
export interface Reader {
  admin: boolean;
  /** False for a visitor: the author then comes without id or photo (DESIGN §11). */
  signedIn: boolean;
  /** cms reads: the caller's like and report of each post; absent for visitors. */
  liked?: boolean;
  reported?: boolean;
  /** Set for the author of a hidden post: when and why it was hidden. */
  hiding?: Hiding;
}

/**
 * The author as the reader may see them: everyone reads the display name, not the full name; a
 * visitor gets no id that would link posts to a person and no photo (accounts are adults for now,
 * but a visitor is never shown anyone's photo, juniors' included: decision 93).
 */
export function toAuthor(user: AuthorColumns, reader: Pick<Reader, 'signedIn'>): Author {
  const membershipTier = isActiveMember(user) ? 'silver' : null;
  // The name the member chose, else the default derived from their full name (never the full name).
  const fullName = user.displayName ?? displayNameOf(user.fullName);
  if (!reader.signedIn) return { fullName, imageFileId: null, membershipTier };
  return { _id: user.id, fullName, imageFileId: user.imageFileId, membershipTier };
}

/**
 * A thread as the reader may see it. Only admins read the words of a deleted post; anyone else
 * reaching one (a thread its author deleted after others replied) gets the placeholder's shape.
 */
export function toThread(row: ThreadRow, author: AuthorColumns, reader: Reader): Thread {
  const state = postState(row);
  const blank = state === 'deleted' && !reader.admin;
  return {
    _id: row.id,
    title: blank ? '' : row.title,
    content: blank ? '' : row.content,
    category: row.category,
    attachments: blank ? [] : row.attachments,
    likes: row.likes,
    comments: row.comments,
    ...(reader.liked !== undefined && { liked: reader.liked }),
    ...(reader.reported !== undefined && { reported: reader.reported }),
    createdAt: row.createdAt.toISOString(),
    author: toAuthor(author, reader),
    state,
    ...(reader.hiding && { hiding: reader.hiding }),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

export function toReply(row: ReplyRow, author: AuthorColumns, reader: Reader): Reply {
  return {
    _id: row.id,
    threadId: row.threadId,
    content: row.content,
    attachments: row.attachments,
    likes: row.likes,
    ...(reader.liked !== undefined && { liked: reader.liked }),
    ...(reader.reported !== undefined && { reported: reader.reported }),
    createdAt: row.createdAt.toISOString(),
    author: toAuthor(author, reader),
    state: postState(row),
    ...(reader.hiding && { hiding: reader.hiding }),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}
