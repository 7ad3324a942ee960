/**
 * A first code point that starts a one-code-point character unless an extending one follows:
 * the scripts of the site's names (Latin, Han, kana, Greek, Cyrillic) and digits. None of these is
 * a Hangul jamo, a prepended mark, a regional indicator or a pictograph, the starts that join
 * otherwise (Unicode's grapheme rules, UAX #29).
 */
const PLAIN_START = /^[\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}]/u;
/** What joins the character before it: marks, the joiner, emoji skin tones, Thai/Lao AM. */
const EXTENDING = /^(?:[\p{Grapheme_Extend}\p{Mc}\u200D\u0E33\u0EB3]|\p{Emoji_Modifier})/u;

let graphemes: Intl.Segmenter | null | undefined;

/**
 * The first character as a reader sees it: a whole emoji or accented letter, never half of one.
 * Intl.Segmenter is made only for a word that needs it: the first one on a page costs 15–25 ms
 * (the browser loads its text-break data), several times that on a slow phone, for what a name
 * in the site's scripts shows without it.
 */
function firstCharacter(word: string): string {
  const [first = '', second] = Array.from(word.slice(0, 4));
  if (PLAIN_START.test(first) && (second === undefined || !EXTENDING.test(second))) return first;
  graphemes ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  if (graphemes) for (const { segment } of graphemes.segment(word)) return segment;
  return first;
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
