import type { Announcement } from '@golf/shared/api/types';

/** How many characters of content each place shows when the author wrote no preview (spec 01 §3). */
export const PREVIEW_LENGTH = { featured: 200, card: 120, row: 150 } as const;

/**
 * The author's preview when there is one; otherwise the first `length` characters of the
 * content, on one line, with an ellipsis when it was cut. Characters are counted by code point
 * so an emoji or a rare Chinese character is never split in half.
 */
export function previewOf(announcement: Pick<Announcement, 'preview' | 'content'>, length: number): string {
  const written = announcement.preview?.trim();
  if (written) return written;
  const flat = (announcement.content ?? '').replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  if (characters.length <= length) return flat;
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}
