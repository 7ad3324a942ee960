import { z } from 'zod';
import type { LiveUpdateRow } from './table.js';

/** Both documents' colour lists together (they differ in purple/black); DESIGN.md §5a. */
export const COLORS = ['red', 'green', 'blue', 'yellow', 'orange', 'purple', 'pink', 'gray', 'black'] as const;

const PREVIEW_LENGTH = 150;

export const liveUpdateSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  preview: z.string(),
  color: z.string().describe(`one of ${COLORS.join(', ')}; draw anything else gray`),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type LiveUpdate = z.infer<typeof liveUpdateSchema>;

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
