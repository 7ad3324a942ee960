import dayjs from 'dayjs';
import { announcementFormSchema, type Announcement, type AnnouncementCategory, type AnnouncementScope } from '@golf/contract/announcements';
import type { TranslatableInput } from '@golf/contract/translatable';
import { checkForm, type FormErrors, type SchemaCheck } from '@golf/shared/forms/use-form';
import { bilingualOf, toTranslatable, type BilingualText } from '../../../components/bilingual-text';

export const SCOPES: AnnouncementScope[] = ['All', 'MemberOnly'];
export const CATEGORIES: AnnouncementCategory[] = ['Announcement', 'Golf', 'Event', 'Community', 'Blog'];

export interface AnnouncementFormValues {
  title: BilingualText;
  scope: AnnouncementScope;
  category: AnnouncementCategory | '';
  displayDate: string;
  displayCreatedBy: string;
  content: BilingualText;
  featured: boolean;
}


export interface AnnouncementPayload {
  title: TranslatableInput;
  scope: AnnouncementScope;
  category: AnnouncementCategory | null;
  content: TranslatableInput;
  displayCreatedBy: string;
  imageFileId: string | null;
  featured: boolean;
  displayDate?: string;
}

/** Scope All, today's date and the team's name (spec 02 §9). */
export function emptyAnnouncementForm(defaultCreatedBy: string, today: Date = new Date()): AnnouncementFormValues {
  return {
    title: { zh: '', en: '' },
    scope: 'All',
    category: '',
    displayDate: dayjs(today).format('YYYY-MM-DD'),
    displayCreatedBy: defaultCreatedBy,
    content: { zh: '', en: '' },
    featured: false,
  };
}

export function formFromAnnouncement(announcement: Announcement): AnnouncementFormValues {
  const category = announcement.category ?? '';
  return {
    title: bilingualOf(announcement.titles, announcement.title, announcement.titleLang),
    scope: announcement.scope,
    category: (CATEGORIES as string[]).includes(category) ? (category as AnnouncementCategory) : '',
    displayDate: announcement.displayDate ?? '',
    displayCreatedBy: announcement.displayCreatedBy ?? '',
    content: bilingualOf(announcement.contents, announcement.content, announcement.contentLang),
    featured: !!announcement.featured,
  };
}

const own = (name: string) => ({ key: `announcementForm.validation.${name}` });

/**
 * Checked by the schema the API checks the announcement with (@golf/contract/announcements), its
 * required-field messages in the form's own words; any other refusal in the contract's.
 */
export const ANNOUNCEMENT_CHECK: SchemaCheck = {
  schema: announcementFormSchema,
  messages: {
    'announcements.titleRequired': own('titleRequired'),
    'announcements.displayDateRequired': own('displayDateRequired'),
    'announcements.createdByRequired': own('createdByRequired'),
    'announcements.contentRequired': own('contentRequired'),
  },
};

export function validateAnnouncementForm(values: AnnouncementFormValues): FormErrors<AnnouncementFormValues> {
  return checkForm(values, ANNOUNCEMENT_CHECK);
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
    title: toTranslatable(values.title),
    scope: values.scope,
    category: values.category || null,
    content: toTranslatable(values.content),
    displayCreatedBy: values.displayCreatedBy.trim(),
    imageFileId,
    featured: values.featured,
  };
  if (loadedDisplayDate === undefined || values.displayDate !== loadedDisplayDate) payload.displayDate = values.displayDate.trim();
  return payload;
}
