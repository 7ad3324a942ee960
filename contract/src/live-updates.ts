import { contentLanguageSchema, translatableText, translationsSchema } from './translatable.ts';
import { z } from './zod.ts';

/** Both specification documents' colour lists together (they differ in purple and black). */
export const LIVE_UPDATE_COLORS = ['red', 'green', 'blue', 'yellow', 'orange', 'purple', 'pink', 'gray', 'black'] as const;
export type LiveUpdateColor = (typeof LIVE_UPDATE_COLORS)[number];

export const liveUpdateSchema = z.object({
  _id: z.string(),
  title: z.string().describe("in the caller's language (Accept-Language; the stream: ?lang=), else in the other one"),
  titleLang: contentLanguageSchema,
  content: z.string(),
  contentLang: contentLanguageSchema,
  /** Admins only: both languages as written (null where not written). */
  titles: translationsSchema.optional(),
  contents: translationsSchema.optional(),
  preview: z.string(),
  color: z.string().describe(`one of ${LIVE_UPDATE_COLORS.join(', ')}; draw anything else gray`),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type LiveUpdate = z.infer<typeof liveUpdateSchema>;

/**
 * The live update form (`POST /cms/liveupdate/create`, `PUT /cms/liveupdate/update/{id}`), checked
 * by the API and the admin's form: one language is enough, the other may be written later.
 */
export const liveUpdateFields = {
  title: translatableText('liveUpdates.titleRequired', 200),
  content: translatableText('liveUpdates.contentRequired', 5_000),
  color: z.enum(LIVE_UPDATE_COLORS, { error: 'liveUpdates.invalidColor' }).default('green'),
};

/** The form as the admin fills it in. */
export const liveUpdateFormSchema = z.object(liveUpdateFields);
