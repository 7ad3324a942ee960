import type { LiveUpdate } from '@golf/contract/live-updates';

export { DEFAULT_LIVE_UPDATE_COLOR as DEFAULT_COLOR, isKnownColor, LIVE_UPDATE_COLORS, swatchOf } from '@golf/shared/utils/live-update-colors';
import type { LiveUpdateColor } from '@golf/shared/utils/live-update-colors';
export type { LiveUpdateColor };

/** The list's search box: title or content, ignoring case, on what is already loaded. */
export function filterLiveUpdates(list: LiveUpdate[], query: string): LiveUpdate[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return list;
  return list.filter(
    (item) => item.title.toLocaleLowerCase().includes(needle) || item.content.toLocaleLowerCase().includes(needle),
  );
}

export interface LiveUpdateFormValues {
  title: string;
  color: LiveUpdateColor;
  content: string;
}

export function validateLiveUpdate(values: LiveUpdateFormValues): Partial<Record<keyof LiveUpdateFormValues, string>> {
  const errors: Partial<Record<keyof LiveUpdateFormValues, string>> = {};
  if (!values.title.trim()) errors.title = 'liveUpdateDialog.validation.titleRequired';
  if (!values.content.trim()) errors.content = 'liveUpdateDialog.validation.contentRequired';
  return errors;
}
