const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** The first character as a reader sees it: a whole emoji or accented letter, never half of one. */
function firstCharacter(word: string): string {
  if (graphemes) for (const { segment } of graphemes.segment(word)) return segment;
  return Array.from(word)[0] ?? '';
}

/**
 * What an avatar shows without a photo: the first character of the first and last words of a
 * name ("Chan Tai Man" → "CM"), or of the only word ("陳大文" → "陳"). Chakra's own fallback cuts
 * by UTF-16 unit, which splits an emoji into an unreadable half ("U\uD83C").
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const letters = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return letters.map((word) => firstCharacter(word).toLocaleUpperCase()).join('');
}
