import type { Announcement } from '@golf/contract/announcements';
import type { Enrollment, GolfEvent } from '@golf/contract/event-shapes';
import type { LiveUpdate } from '@golf/contract/live-updates';
import type { AdminUser } from '@golf/contract/profile';
import { makeProfile } from '@golf/shared/testing/profile';

// Shapes as docs/api-contract.md gives them, for msw answers in unit tests.

export function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const { createdAt = '2025-03-01T00:00:00.000Z', updatedAt = createdAt, ...profile } = overrides;
  return {
    ...makeProfile({ email: 'chan@golf.test', memberSince: '2025-03-01T00:00:00.000Z', point: 10, kscId: null, ...profile }),
    createdAt,
    updatedAt,
  };
}

export function makeEvent(overrides: Partial<GolfEvent> = {}): GolfEvent {
  return {
    _id: 'event-1',
    name: 'Sunday Range Practice',
    description: 'Bring your own clubs.',
    date: '2099-05-10',
    time: '09:30:00',
    duration: '2 hours',
    venue: 'Kau Sai Chau',
    maxParticipants: 12,
    heldPlaces: 0,
    currentParticipants: 3,
    priceMember: 100,
    priceNonMember: 150.5,
    imageFileId: null,
    type: 'Practice',
    coach: null,
    tag: null,
    allowRegistration: true,
    cancellationHours: 48,
    ...overrides,
  };
}

export function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    _id: 'ann-1',
    title: 'Course closed for maintenance',
    content: 'The course is closed on Monday.',
    preview: 'The course is closed on Monday.',
    scope: 'All',
    category: 'Announcement',
    imageFileId: null,
    displayDate: '2026-04-01',
    displayCreatedBy: 'Golf Community Team',
    createdAt: '2026-04-01T08:00:00.000Z',
    featured: false,
    ...overrides,
  };
}

export function makeLiveUpdate(overrides: Partial<LiveUpdate> = {}): LiveUpdate {
  return {
    _id: 'live-1',
    title: 'Range open',
    content: 'The driving range is open until 9 pm tonight.',
    preview: 'The driving range is open until 9 pm tonight.',
    color: 'green',
    createdAt: '2026-04-02T10:15:00.000Z',
    updatedAt: '2026-04-02T10:15:00.000Z',
    ...overrides,
  };
}

/** A PNG file of a given size (bytes are not read by the client, only type and size). */
export function imageFile(name = 'photo.png', size = 1024, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function makeEnrollment(overrides: Partial<Enrollment> = {}): Enrollment {
  return {
    _id: 'enrol-1',
    eventId: 'event-1',
    userId: 'u1',
    fullName: 'Chan Tai Man',
    email: 'chan@golf.test',
    phone: '91234567',
    price: 100,
    remarks: null,
    entryCode: '7F3A-2C91',
    paymentStatus: 'Pending',
    paymentLink: null,
    paymentLinkId: null,
    paidWith: null,
    paidAt: null,
    checkedInAt: null,
    createdAt: '2026-04-01T00:00:00.000Z',
    ...overrides,
  };
}
