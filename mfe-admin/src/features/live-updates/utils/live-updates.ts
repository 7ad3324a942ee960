import { required } from '@golf/shared/forms/rules';
import { checkForm, type FieldRules, type FormErrors } from '@golf/shared/forms/use-form';
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

/** Title and content are required after trimming (spec 02 §5). */
export const LIVE_UPDATE_RULES: FieldRules<LiveUpdateFormValues> = {
  title: required('liveUpdateDialog.validation.titleRequired'),
  content: required('liveUpdateDialog.validation.contentRequired'),
};

export function validateLiveUpdate(values: LiveUpdateFormValues): FormErrors<LiveUpdateFormValues> {
  return checkForm(values, LIVE_UPDATE_RULES);
}
