import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, updated as the window is resized. */
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

/** The spec's mobile breakpoint (768 px), the same as the theme's `md`. */
export const WIDE_QUERY = '(min-width: 768px)';
