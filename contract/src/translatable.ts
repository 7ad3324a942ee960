import { CONTENT_LANGUAGES, languageOfText } from './content-language.ts';
import { z } from './zod.ts';

/**
 * Content in both languages (DESIGN §13): a translatable text is `{ zh?, en? }` with at least one
 * present. Readers get one string in their language plus the language it is actually in; admins
 * get both as well. The rules themselves are in content-language.ts.
 */
export const contentLanguageSchema = z.enum(CONTENT_LANGUAGES).describe('the language the text is in: zh or en');

/** Both languages as stored; null where not written (yet). */
export const translationsSchema = z.object({ zh: z.string().nullable(), en: z.string().nullable() });

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
