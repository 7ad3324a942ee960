import { z } from './zod.ts';

/**
 * Content in both languages (DESIGN §13): a translatable text is `{ zh?, en? }` with at least one
 * present. Readers get one string in their language plus the language it is actually in; admins
 * get both as well.
 */
export const CONTENT_LANGUAGES = ['zh', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const contentLanguageSchema = z.enum(CONTENT_LANGUAGES).describe('the language the text is in: zh or en');

/** Both languages as stored; null where not written (yet). */
export const translationsSchema = z.object({ zh: z.string().nullable(), en: z.string().nullable() });
export type Translations = z.infer<typeof translationsSchema>;

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

/**
 * What a write carries, per language: a text, null (cleared) or undefined (left as it is; on a new
 * row, null). `{zh, en}` sets what it names; a plain string (the spec's payloads) only the language
 * it is written in.
 */
export type TranslatableInput = { zh?: string | null; en?: string | null };

/**
 * A translatable field of a write: `{zh?, en?}` or a plain string; missing, blank in every language
 * sent or of another type is `requiredKey`; a language longer than `max` is zod's own (its path
 * ends in zh or en, and the API names the field).
 */
export function translatableText(requiredKey: string, max: number) {
  const part = z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? requiredKey : undefined) })
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
  return z
    .preprocess((value) => (typeof value === 'string' ? { [languageOfText(value)]: value } : value), z.strictObject({ zh: part, en: part }, { error: requiredKey }))
    .refine((texts: TranslatableInput) => !!(texts.zh || texts.en), { error: requiredKey })
    .describe('{zh, en}, at least one written; a plain string is filed under the language it is written in (Han characters: zh)');
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
