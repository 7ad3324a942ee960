import type { Announcement } from '@golf/contract/announcements';
import type { LiveUpdate } from '@golf/contract/live-updates';

let sequence = 0;

export function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  sequence += 1;
  return {
    _id: `a${sequence}`,
    title: `Announcement ${sequence}`,
    content: `Content of announcement ${sequence}`,
    preview: '',
    scope: 'All',
    category: 'Golf',
    imageFileId: null,
    displayDate: '2026-03-12',
    displayCreatedBy: 'Club Office',
    createdAt: '2026-03-12T02:00:00.000Z',
    featured: false,
    ...overrides,
  };
}

export function makeLiveUpdate(overrides: Partial<LiveUpdate> = {}): LiveUpdate {
  sequence += 1;
  const createdAt = new Date(Date.now() - sequence * 60_000).toISOString();
  return {
    _id: `l${sequence}`,
    title: `Live update ${sequence}`,
    content: `Live content ${sequence}`,
    preview: `Live content ${sequence}`,
    color: 'green',
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}
