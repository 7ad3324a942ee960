import type { AdminUser } from '@golf/contract/profile';
import { makeProfile } from '@golf/shared/testing/profile';

// Answers for msw in unit tests: the contract-typed builders all apps share, and the admin's own.
export { makeAnnouncement, makeEnrollment, makeEvent, makeLiveUpdate } from '@golf/shared/testing/fixtures';

export function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const { createdAt = '2025-03-01T00:00:00.000Z', updatedAt = createdAt, ...profile } = overrides;
  return {
    ...makeProfile({ email: 'chan@golf.test', memberSince: '2025-03-01T00:00:00.000Z', point: 10, kscId: null, ...profile }),
    createdAt,
    updatedAt,
  };
}

/** A PNG file of a given size (bytes are not read by the client, only type and size). */
export function imageFile(name = 'photo.png', size = 1024, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
