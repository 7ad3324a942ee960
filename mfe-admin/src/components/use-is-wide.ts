import { useSyncExternalStore } from 'react';

/** Chakra's md breakpoint: below it, lists are cards instead of tables. */
const WIDE = '(min-width: 48rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/**
 * Whether the screen is wide enough for a table. A table's columns do not fit a phone, and
 * hiding one rendering with CSS would put every row in the page twice.
 */
export function useIsWide(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches, () => true);
}
