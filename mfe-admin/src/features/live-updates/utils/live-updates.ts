import { checkForm, type FormErrors, type SchemaCheck } from '@golf/shared/forms/use-form';
import { liveUpdateFormSchema, type LiveUpdate } from '@golf/contract/live-updates';
import type { BilingualText } from '../../../components/bilingual-text';

export { DEFAULT_LIVE_UPDATE_COLOR as DEFAULT_COLOR, isKnownColor, LIVE_UPDATE_COLORS, swatchOf } from '@golf/shared/utils/live-update-colors';
import type { LiveUpdateColor } from '@golf/shared/utils/live-update-colors';
export type { LiveUpdateColor };

/** The list's search box: title or content in either language, ignoring case, on what is already loaded. */
export function filterLiveUpdates(list: LiveUpdate[], query: string): LiveUpdate[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return list;
  return list.filter((item) =>
    [item.title, item.content, item.titles?.zh, item.titles?.en, item.contents?.zh, item.contents?.en].some((text) => text?.toLocaleLowerCase().includes(needle)),
  );
}

export interface LiveUpdateFormValues {
  title: BilingualText;
  color: LiveUpdateColor;
  content: BilingualText;
}

const own = (name: string) => ({ key: `liveUpdateDialog.validation.${name}` });

/**
 * Checked by the schema the API checks a live update with (@golf/contract/live-updates): title and
 * content each in one language at least (spec 02 §5, DESIGN §13), the other can follow later.
 */
export const LIVE_UPDATE_CHECK: SchemaCheck = {
  schema: liveUpdateFormSchema,
  messages: { 'liveUpdates.titleRequired': own('titleRequired'), 'liveUpdates.contentRequired': own('contentRequired') },
};

export function validateLiveUpdate(values: LiveUpdateFormValues): FormErrors<LiveUpdateFormValues> {
  return checkForm(values, LIVE_UPDATE_CHECK);
}
