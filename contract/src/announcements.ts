import { z } from './zod.ts';

export const ANNOUNCEMENT_CATEGORIES = ['Announcement', 'Golf', 'Event', 'Community', 'Blog'] as const;
export type AnnouncementCategory = (typeof ANNOUNCEMENT_CATEGORIES)[number];

/** Authoring offers these two; older stored values are read as one of them by the API. */
export const ANNOUNCEMENT_SCOPES = ['All', 'MemberOnly'] as const;
export type AnnouncementScope = (typeof ANNOUNCEMENT_SCOPES)[number];

export const announcementSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
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
