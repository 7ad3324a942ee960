// Answers as the API sends them, for msw in every app's unit tests. Each builder is typed with
// the contract's shape, so a field added to or dropped from an answer fails the type-check here,
// in one place, instead of leaving each app's tests on an old shape.
import type { Announcement } from '@golf/contract/announcements';
import type { Enrollment, GolfEvent } from '@golf/contract/event-shapes';
import type { LiveUpdate } from '@golf/contract/live-updates';

/** A builder from a complete answer: `make()` gives it, `make({ name })` changes some fields. */
export function fixture<T extends object>(base: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...base, ...overrides });
}

export const makeEvent = fixture<GolfEvent>({
  _id: 'event-1',
  name: 'Sunday Range Practice',
  nameLang: 'en',
  description: 'Bring your own clubs.',
  descriptionLang: 'en',
  date: '2099-05-10',
  time: '09:30:00',
  duration: '2 hours',
  venue: 'Kau Sai Chau',
  venueLang: 'en',
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
});

export const makeEnrollment = fixture<Enrollment>({
  _id: 'enrol-1',
  eventId: 'event-1',
  userId: 'u1',
  personId: 'u1',
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
});

export const makeAnnouncement = fixture<Announcement>({
  _id: 'ann-1',
  title: 'Course closed for maintenance',
  titleLang: 'en',
  content: 'The course is closed on Monday.',
  contentLang: 'en',
  preview: 'The course is closed on Monday.',
  scope: 'All',
  category: 'Announcement',
  imageFileId: null,
  displayDate: '2026-04-01',
  displayCreatedBy: 'Golf Community Team',
  createdAt: '2026-04-01T08:00:00.000Z',
  featured: false,
});

export const makeLiveUpdate = fixture<LiveUpdate>({
  _id: 'live-1',
  title: 'Range open',
  titleLang: 'en',
  content: 'The driving range is open until 9 pm tonight.',
  contentLang: 'en',
  preview: 'The driving range is open until 9 pm tonight.',
  color: 'green',
  createdAt: '2026-04-02T10:15:00.000Z',
  updatedAt: '2026-04-02T10:15:00.000Z',
});
