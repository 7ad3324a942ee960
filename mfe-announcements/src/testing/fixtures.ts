import type { Announcement } from '@golf/contract/announcements';
import type { LiveUpdate } from '@golf/contract/live-updates';
import { makeAnnouncement as makeSharedAnnouncement, makeLiveUpdate as makeSharedLiveUpdate } from '@golf/shared/testing/fixtures';

// Numbered announcements and live updates, on the shared contract-typed builders.

let sequence = 0;

export function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  sequence += 1;
  return makeSharedAnnouncement({
    _id: `a${sequence}`,
    title: `Announcement ${sequence}`,
    content: `Content of announcement ${sequence}`,
    preview: '',
    category: 'Golf',
    displayDate: '2026-03-12',
    displayCreatedBy: 'Club Office',
    createdAt: '2026-03-12T02:00:00.000Z',
    ...overrides,
  });
}

export function makeLiveUpdate(overrides: Partial<LiveUpdate> = {}): LiveUpdate {
  sequence += 1;
  const createdAt = new Date(Date.now() - sequence * 60_000).toISOString();
  return makeSharedLiveUpdate({
    _id: `l${sequence}`,
    title: `Live update ${sequence}`,
    content: `Live content ${sequence}`,
    preview: `Live content ${sequence}`,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  });
}
