import type { TFunction } from 'i18next';

/** A category's name in the current language; an id the app does not know is shown as sent. */
export function categoryName(t: TFunction, id: string): string {
  return t(`forum:categories.${id}`, { defaultValue: id });
}

export function groupName(t: TFunction, id: string): string {
  return t(`forum:categories.groups.${id}`, { defaultValue: id });
}
