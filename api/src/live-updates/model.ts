import type { LiveUpdate } from '@golf/contract/live-updates';
import { languageOfText, pickText } from '@golf/contract/content-language';
import type { TextReader } from '../core/translations.js';
import type { LiveUpdateRow } from './table.js';

const PREVIEW_LENGTH = 150;

/** A live update as `reader` reads it: in its language, else the other (DESIGN §13); both for an admin. */
export function toLiveUpdate(row: LiveUpdateRow, reader: TextReader): LiveUpdate {
  const titles = { zh: row.titleZh, en: row.titleEn };
  const contents = { zh: row.contentZh, en: row.contentEn };
  const title = pickText(titles, reader.language);
  const content = pickText(contents, reader.language);
  const text = content.text.replace(/\s+/g, ' ').trim();
  const stored = row.preview?.trim();
  return {
    _id: row.id,
    title: title.text,
    titleLang: title.lang,
    content: content.text,
    contentLang: content.lang,
    ...(reader.both && { titles, contents }),
    preview: (stored && languageOfText(stored) === content.lang ? stored : '') || (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text),
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
