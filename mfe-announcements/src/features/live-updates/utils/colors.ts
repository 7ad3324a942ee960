/** The colours a live update may carry (DESIGN.md §5a); anything else is drawn gray. */
export const LIVE_UPDATE_COLORS = ['red', 'green', 'blue', 'yellow', 'orange', 'purple', 'pink', 'gray', 'black'] as const;
export type LiveUpdateColor = (typeof LIVE_UPDATE_COLORS)[number];

const SWATCH: Record<LiveUpdateColor, string> = {
  red: 'red.500',
  green: 'green.500',
  blue: 'blue.500',
  yellow: 'yellow.400',
  orange: 'orange.500',
  purple: 'purple.500',
  pink: 'pink.500',
  gray: 'gray.400',
  black: 'gray.950',
};

export function liveUpdateColor(value: string | null | undefined): LiveUpdateColor {
  const clean = (value ?? '').trim().toLowerCase();
  return LIVE_UPDATE_COLORS.find((color) => color === clean) ?? 'gray';
}

/** The theme token a colour is drawn with. */
export function swatchOf(value: string | null | undefined): string {
  return SWATCH[liveUpdateColor(value)];
}
