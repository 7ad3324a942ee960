/** The colours a live update may carry: both documents' lists together (architecture §5a). */
export const LIVE_UPDATE_COLORS = ['red', 'green', 'blue', 'yellow', 'orange', 'purple', 'pink', 'gray', 'black'] as const;
export type LiveUpdateColor = (typeof LIVE_UPDATE_COLORS)[number];
export const DEFAULT_LIVE_UPDATE_COLOR: LiveUpdateColor = 'green';

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

export function isKnownColor(color: string | null | undefined): color is LiveUpdateColor {
  return (LIVE_UPDATE_COLORS as readonly string[]).includes(color ?? '');
}

/** The colour a value is drawn as: a known colour (any case, trimmed), else gray. */
export function liveUpdateColor(value: string | null | undefined): LiveUpdateColor {
  const clean = (value ?? '').trim().toLowerCase();
  return isKnownColor(clean) ? clean : 'gray';
}

/** The theme token a colour is drawn with. */
export function swatchOf(value: string | null | undefined): string {
  return SWATCH[liveUpdateColor(value)];
}
