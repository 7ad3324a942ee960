// How a person is named where others read them (the forum): never the full name (DESIGN §11,
// issue 40 point 2, docs/privacy.md "What visitors see"). Decision 93.

/** What a closed account's name becomes (docs/privacy.md "Closing an account"); shown as is. */
export const FORMER_MEMBER = '前會員 Former member';

/** Han characters (CJK ideographs and their extensions). */
const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;

/**
 * Hong Kong's common romanised family names: in "Chan Tai Man" the family name comes first, in
 * "Peter Chan" last; a name without one of these (or a word in capitals) is read the Western way.
 * Left out: family names that are as often a given name's syllable (Man, Tai, Wan, Kan, Ching…).
 */
const ROMANISED_FAMILY_NAMES = new Set(
  (
    'au chan chau cheng cheung chiu choi chong chow chu chui fok fong fung ho hui hung ip ko kong kwan kwok ' +
    'kwong lai lam lau law lee leung li liu lo lui ma mak mok ng pang poon siu suen sze tam tang tong tsang tse ' +
    'tsoi tsui wong wu yeung yim yip yu yuen'
  ).split(' '),
);

function initialOf(word: string): string {
  return `${[...word][0]!.toUpperCase()}.`;
}

/** 陳大文 → 陳○文, 王明 → 王○, 歐陽大文 → 歐○○文: the first and last characters, the middle ones masked. */
function maskHan(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}○`;
  return `${chars[0]}${'○'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** Latin names: the given names and the family name's initial ("Chan Tai Man" → "Tai Man C."). */
function shortenLatin(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  const capitals = words.filter((word) => word.length > 1 && /^\p{Lu}+$/u.test(word));
  const known = (index: number) => ROMANISED_FAMILY_NAMES.has(words[index]!.toLowerCase());
  const last = words.length - 1;
  let family: number;
  if (capitals.length === 1) family = words.indexOf(capitals[0]!);
  else if (known(0)) family = 0;
  else if (known(last)) family = last;
  else family = words.findIndex((_, index) => known(index));
  if (family < 0) family = last;
  const given = family > 0 ? words.slice(0, family) : words.slice(family + 1);
  return `${given.join(' ')} ${initialOf(words[family]!)}`;
}

/**
 * The name shown for a person who wrote in the forum: for a name written in Chinese characters the
 * first run of them, middle characters masked (陳大文 → 陳○文); otherwise the given names and the
 * family name's initial (Chan Tai Man → Tai Man C., Peter Chan → Peter C.). A closed account's
 * "Former member" stays as it is.
 */
export function displayNameOf(fullName: string): string {
  const name = fullName.trim();
  if (name === FORMER_MEMBER) return name;
  if (HAN.test(name)) return maskHan(name.match(HAN_RUN)![0]);
  return shortenLatin(name);
}
