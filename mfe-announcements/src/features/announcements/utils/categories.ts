import type { AnnouncementCategory } from '@golf/contract/announcements';

/**
 * The filter's choices (spec labels, and Announcement, a category every card and the admin's form
 * already use) and the API category each one asks for; All asks for none.
 */
export const CATEGORY_FILTERS = [
  { key: 'all', category: undefined },
  { key: 'announcement', category: 'Announcement' },
  { key: 'golf', category: 'Golf' },
  { key: 'events', category: 'Event' },
  { key: 'community', category: 'Community' },
  { key: 'blog', category: 'Blog' },
] as const satisfies readonly { key: string; category: AnnouncementCategory | undefined }[];

export type CategoryFilterKey = (typeof CATEGORY_FILTERS)[number]['key'];

const KNOWN_CATEGORIES: AnnouncementCategory[] = ['Announcement', 'Golf', 'Event', 'Community', 'Blog'];

/** The filter key in the address bar (?category=golf); anything unknown means All. */
export function filterFromParam(value: string | null): CategoryFilterKey {
  return CATEGORY_FILTERS.find((filter) => filter.key === value)?.key ?? 'all';
}

export function apiCategoryOf(key: CategoryFilterKey): AnnouncementCategory | undefined {
  return CATEGORY_FILTERS.find((filter) => filter.key === key)?.category;
}

/** A category the catalogue can name, or null for a value the server may add later. */
export function knownCategory(value: string | null | undefined): AnnouncementCategory | null {
  return KNOWN_CATEGORIES.find((category) => category === value) ?? null;
}

/** Badge colours per category, so the hub can be scanned at a glance. */
export const CATEGORY_PALETTE: Record<AnnouncementCategory, string> = {
  Announcement: 'brand',
  Golf: 'green',
  Event: 'blue',
  Community: 'orange',
  Blog: 'purple',
};
