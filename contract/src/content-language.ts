/**
 * Content in both languages (DESIGN §13), the rules without zod (the apps' pages import them, and
 * a page pays for every byte): which language a text is in, which one a reader gets.
 */
export const CONTENT_LANGUAGES = ['zh', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Both languages as stored; null where not written (yet). */
export interface Translations {
  zh: string | null;
  en: string | null;
}

const HAN = /\p{Script=Han}/u;

/** The language a single-language text is written in: Chinese when it holds a Han character. */
export function languageOfText(text: string): ContentLanguage {
  return HAN.test(text) ? 'zh' : 'en';
}

/** The text in `language`, else in the other one (never an empty card), and which one it is. */
export function pickText(texts: Translations, language: ContentLanguage): { text: string; lang: ContentLanguage } {
  const other: ContentLanguage = language === 'zh' ? 'en' : 'zh';
  if (texts[language]) return { text: texts[language], lang: language };
  if (texts[other]) return { text: texts[other], lang: other };
  return { text: '', lang: language };
}

interface ReadText {
  title: string;
  titleLang: ContentLanguage;
  content: string;
  contentLang: ContentLanguage;
  preview: string;
  titles?: Translations;
  contents?: Translations;
}

/**
 * An item that came with both languages (the live-update stream, an admin's read) as a reader of
 * `language` reads it; an item without them as it came. The preview is the server's for the
 * language it chose: when the text is now another one, the text stands in for it.
 */
export function inLanguage<T extends ReadText>(item: T, language: ContentLanguage): T {
  if (!item.titles || !item.contents) return item;
  const title = pickText(item.titles, language);
  const content = pickText(item.contents, language);
  if (title.lang === item.titleLang && content.lang === item.contentLang) return item;
  const preview = content.lang === item.contentLang ? item.preview : '';
  return { ...item, title: title.text, titleLang: title.lang, content: content.text, contentLang: content.lang, preview };
}
