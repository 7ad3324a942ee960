import type { ContentLanguage, Translations } from '@golf/contract/content-language';
import type { TranslatableInput } from '@golf/contract/translatable';

/** A translatable text as a form holds it (DESIGN §13): both boxes, "" where not written. */
export interface BilingualText {
  zh: string;
  en: string;
}

/** The form's boxes of a text read by an admin (both languages), else of the one language read. */
export function bilingualOf(both: Translations | undefined, read: string | undefined, lang: ContentLanguage | undefined): BilingualText {
  if (both) return { zh: both.zh ?? '', en: both.en ?? '' };
  return { zh: lang === 'zh' ? (read ?? '') : '', en: lang === 'en' ? (read ?? '') : '' };
}

/** What the API is sent: both languages, null for one not written (so it is cleared). */
export function toTranslatable(text: BilingualText): TranslatableInput {
  return { zh: text.zh.trim() || null, en: text.en.trim() || null };
}
