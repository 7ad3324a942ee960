import { isCalendarDate } from './dates.ts';
import { contentLanguageSchema, translatableText, translationsSchema } from './translatable.ts';
import { z } from './zod.ts';

export const ANNOUNCEMENT_CATEGORIES = ['Announcement', 'Golf', 'Event', 'Community', 'Blog'] as const;
export type AnnouncementCategory = (typeof ANNOUNCEMENT_CATEGORIES)[number];

/** Authoring offers these two; older stored values are read as one of them by the API. */
export const ANNOUNCEMENT_SCOPES = ['All', 'MemberOnly'] as const;
export type AnnouncementScope = (typeof ANNOUNCEMENT_SCOPES)[number];

export const announcementSchema = z.object({
  _id: z.string(),
  title: z.string().describe("in the caller's language (Accept-Language), else in the other one"),
  titleLang: contentLanguageSchema,
  content: z.string(),
  contentLang: contentLanguageSchema,
  /** Admins only: both languages as written (null where not written). */
  titles: translationsSchema.optional(),
  contents: translationsSchema.optional(),
  preview: z.string(),
  scope: z.enum(ANNOUNCEMENT_SCOPES),
  category: z.enum(ANNOUNCEMENT_CATEGORIES).nullable(),
  imageFileId: z.string().nullable(),
  displayDate: z.string().describe('YYYY-MM-DD'),
  displayCreatedBy: z.string(),
  createdAt: z.string(),
  featured: z.boolean(),
});

export type Announcement = z.infer<typeof announcementSchema>;

/** Missing, not text, or blank: the field's own "is required" key; too long: zod's own (a form's input keeps to it). */
const requiredText = (key: string, max: number) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? key : undefined) })
    .trim()
    .min(1, { error: key })
    .max(max);

export const announcementDisplayDate = z
  .string({ error: (issue) => (issue.code === 'invalid_type' ? 'announcements.displayDateRequired' : undefined) })
  .trim()
  .min(1, { error: 'announcements.displayDateRequired' })
  .refine(isCalendarDate, { error: 'announcements.invalidDisplayDate' })
  .describe('YYYY-MM-DD, years 1900 to 2200');

/**
 * The announcement form's fields (`POST /cms/announcement/create`, `/update`), checked by the API
 * and by the admin's form; message keys are the API's (api/src/announcements/messages.ts). The
 * API reads older scope names as what they mean and adds the image.
 */
export const announcementFields = {
  /** `{zh, en}`, at least one; a plain string is filed under the language it is written in. */
  title: translatableText('announcements.titleRequired', 200),
  content: translatableText('announcements.contentRequired', 20_000),
  displayCreatedBy: requiredText('announcements.createdByRequired', 100),
  /** Authoring offers All and MemberOnly; older names are accepted. */
  scope: z.enum(['All', 'MemberOnly', 'Member', 'Members', 'Public', 'Important'], { error: 'announcements.invalidScope' }).default('All'),
  /** Optional: missing, null or "" means no category. */
  category: z
    .union([z.enum(ANNOUNCEMENT_CATEGORIES), z.literal(''), z.null()], { error: 'announcements.invalidCategory' })
    .optional()
    .transform((value) => value || null),
  preview: z.string().trim().max(500).nullish().transform((value) => value || null),
  featured: z.boolean().optional(),
};

/** The form as the admin fills it in (the image is chosen apart). */
export const announcementFormSchema = z.object({ ...announcementFields, displayDate: announcementDisplayDate });
