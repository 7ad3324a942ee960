import type { Announcement } from '@golf/contract/announcements';

/** How many characters each place shows at most (spec 01 §3: 200 featured, 120 cards, 150 rows). */
export const PREVIEW_LENGTH = { featured: 200, card: 120, row: 150 } as const;

/**
 * The preview, else the content on one line, cut to `length` characters with an ellipsis. A
 * preview is cut too: the API fills it from the content when the author wrote none (at 200
 * characters), so only cutting keeps cards and rows at the spec's length. Characters are counted
 * by code point so an emoji or a rare Chinese character is never split in half.
 */
export function previewOf(announcement: Pick<Announcement, 'preview' | 'content'>, length: number): string {
  const source = announcement.preview.trim() || announcement.content;
  const flat = source.replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  if (characters.length <= length) return flat;
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}
