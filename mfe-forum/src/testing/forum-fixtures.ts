// Builders for the forum's unit tests: threads and replies shaped as the API sends them.
import type { Profile } from '@golf/contract/profile';
import type { Reply, Thread } from '@golf/contract/forum';
import { makeProfile } from '@golf/shared/testing/profile';
import { writeToken } from '@golf/shared/api/session-token';
import { useAuthStore } from '@golf/shared/auth/auth-store';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export function makeThread(overrides: Partial<Thread> = {}): Thread {
  return {
    _id: 'thread-1',
    title: 'Best drills for a rainy week',
    content: 'What do you practise indoors?\nI start with putting.',
    category: 'newsAndEvents',
    attachments: [],
    likes: 3,
    comments: 2,
    createdAt: hoursAgo(2),
    editedAt: null,
    state: 'visible',
    author: { _id: 'user-1', fullName: 'Chan Tai Man', imageFileId: null, membershipTier: null },
    ...overrides,
  };
}

export function makeReply(overrides: Partial<Reply> = {}): Reply {
  return {
    _id: 'reply-1',
    threadId: 'thread-1',
    content: 'Mirror work helps a lot.',
    attachments: [],
    likes: 1,
    createdAt: hoursAgo(1),
    editedAt: null,
    state: 'visible',
    author: { _id: 'user-2', fullName: 'Wong Siu Ming', imageFileId: null, membershipTier: 'silver' },
    ...overrides,
  };
}

export const MEMBER: Profile = makeProfile({
  _id: 'member-1',
  numericId: 12,
  fullName: 'Lee Ka Yan',
  email: 'member@golf.test',
  annualMembershipActivated: true,
  point: 0,
  membershipTier: 'silver',
});

/** A signed-in member, as the shell leaves the store after sign-in. */
export function signInMember(): void {
  writeToken('member-token');
  useAuthStore.setState({ status: 'signedIn', token: 'member-token', profile: MEMBER });
}

export const ADMIN: Profile = makeProfile({ _id: 'admin-1', numericId: 1, fullName: 'Club Admin', email: 'admin@golf.test', userGroup: 'Admin' });

/** A signed-in admin: sees hidden and deleted posts and may change any post. */
export function signInAdmin(): void {
  writeToken('admin-token');
  useAuthStore.setState({ status: 'signedIn', token: 'admin-token', profile: ADMIN });
}

export function signOut(): void {
  writeToken(null);
  useAuthStore.setState({ status: 'signedOut', token: null, profile: null });
}

/** A file of a given type and size without allocating the bytes. */
export function fakeFile(name: string, type: string, size = 1024): File {
  const file = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
