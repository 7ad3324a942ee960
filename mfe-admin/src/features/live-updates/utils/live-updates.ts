import type { LiveUpdate } from '@golf/shared/api/types';

/** Both documents' colours together (DESIGN.md §5a); green is the default. */
export const LIVE_UPDATE_COLORS = ['red', 'green', 'blue', 'yellow', 'orange', 'purple', 'pink', 'gray', 'black'] as const;
export type LiveUpdateColor = (typeof LIVE_UPDATE_COLORS)[number];
export const DEFAULT_COLOR: LiveUpdateColor = 'green';

const SWATCH: Record<LiveUpdateColor, string> = {
  red: 'red.500',
  green: 'green.500',
  blue: 'blue.500',
  yellow: 'yellow.400',
  orange: 'orange.500',
  purple: 'purple.500',
  pink: 'pink.500',
  gray: 'gray.500',
  black: 'gray.950',
};

export function isKnownColor(color: string | null | undefined): color is LiveUpdateColor {
  return (LIVE_UPDATE_COLORS as readonly string[]).includes(color ?? '');
}

/** The colour token to draw; an unknown colour is drawn gray. */
export function swatchOf(color: string | null | undefined): string {
  return isKnownColor(color) ? SWATCH[color] : SWATCH.gray;
}

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
