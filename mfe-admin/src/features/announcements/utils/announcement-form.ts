import dayjs from 'dayjs';
import type { Announcement, AnnouncementCategory, AnnouncementScope } from '@golf/contract/announcements';

export const SCOPES: AnnouncementScope[] = ['All', 'MemberOnly'];
export const CATEGORIES: AnnouncementCategory[] = ['Announcement', 'Golf', 'Event', 'Community', 'Blog'];

export interface AnnouncementFormValues {
  title: string;
  scope: AnnouncementScope;
  category: AnnouncementCategory | '';
  displayDate: string;
  displayCreatedBy: string;
  content: string;
  featured: boolean;
}

export type AnnouncementFormErrors = Partial<Record<keyof AnnouncementFormValues, string>>;

export interface AnnouncementPayload {
  title: string;
  scope: AnnouncementScope;
  category: AnnouncementCategory | null;
  content: string;
  displayCreatedBy: string;
  imageFileId: string | null;
  featured: boolean;
  displayDate?: string;
}

/** Scope All, today's date and the team's name (spec 02 §9). */
export function emptyAnnouncementForm(defaultCreatedBy: string, today: Date = new Date()): AnnouncementFormValues {
  return {
    title: '',
    scope: 'All',
    category: '',
    displayDate: dayjs(today).format('YYYY-MM-DD'),
    displayCreatedBy: defaultCreatedBy,
    content: '',
    featured: false,
  };
}

export function formFromAnnouncement(announcement: Announcement): AnnouncementFormValues {
  const category = announcement.category ?? '';
  return {
    title: announcement.title ?? '',
    scope: announcement.scope,
    category: (CATEGORIES as string[]).includes(category) ? (category as AnnouncementCategory) : '',
    displayDate: announcement.displayDate ?? '',
    displayCreatedBy: announcement.displayCreatedBy ?? '',
    content: announcement.content ?? '',
    featured: !!announcement.featured,
  };
}

export function validateAnnouncementForm(values: AnnouncementFormValues): AnnouncementFormErrors {
  const errors: AnnouncementFormErrors = {};
  const key = (name: string) => `announcementForm.validation.${name}`;
  if (!values.title.trim()) errors.title = key('titleRequired');
  if (!values.displayDate.trim()) errors.displayDate = key('displayDateRequired');
  if (!values.displayCreatedBy.trim()) errors.displayCreatedBy = key('createdByRequired');
  if (!values.content.trim()) errors.content = key('contentRequired');
  return errors;
}

/**
 * The body of create (with the display date) and of update. The old client's update never sent
 * the date, so editing it did nothing; here it is sent when the admin changed it.
 */
export function toAnnouncementPayload(
  values: AnnouncementFormValues,
  imageFileId: string | null,
  loadedDisplayDate?: string,
): AnnouncementPayload {
  const payload: AnnouncementPayload = {
    title: values.title.trim(),
    scope: values.scope,
    category: values.category || null,
    content: values.content.trim(),
    displayCreatedBy: values.displayCreatedBy.trim(),
    imageFileId,
    featured: values.featured,
  };
  if (loadedDisplayDate === undefined || values.displayDate !== loadedDisplayDate) payload.displayDate = values.displayDate.trim();
  return payload;
}
