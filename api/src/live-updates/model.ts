import type { LiveUpdate } from '@golf/contract/live-updates';
import type { LiveUpdateRow } from './table.js';

const PREVIEW_LENGTH = 150;

export function toLiveUpdate(row: LiveUpdateRow): LiveUpdate {
  const text = row.content.replace(/\s+/g, ' ').trim();
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    preview: row.preview?.trim() || (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text),
    color: row.color,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What travels between API processes when a live update changes: just the id, read once per process. */
export interface LiveUpdateChange {
  event: 'created' | 'updated' | 'deleted';
  id: string;
}

export const LIVE_UPDATES_CHANNEL = 'live_updates';

/** Golf competitions publish `{ competitionId }` here when a leaderboard changes; the stream forwards it as a `golf` event. */
export const GOLF_CHANNEL = 'golf';
