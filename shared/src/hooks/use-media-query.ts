import { useSyncExternalStore } from 'react';

/**
 * The theme's `md` breakpoint (48rem, 768 px at the default text size): the spec's line between
 * a phone's layout and a wide screen's.
 */
export const WIDE_QUERY = '(min-width: 48rem)';

/**
 * Whether a CSS media query matches now, updated as the window is resized. For what a phone must
 * not render at all (a table's columns, a desktop sidebar's menus): hidden with CSS, it would still
 * cost the phone its render and put its content in the page twice.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
