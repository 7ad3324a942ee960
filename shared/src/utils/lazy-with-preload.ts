import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a component that is only needed after a click (a dialog), with `preload` to
 * start the download when the user points at or focuses what opens it, so the first click rarely
 * waits. A failed download is forgotten, so the next attempt asks again; a failed preload is
 * silent, and the click that needs the component reports the error to the nearest boundary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's: any props
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<T>) {
  let pending: Promise<T> | undefined;
  const fetchOnce = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: await fetchOnce() })),
    {
      preload: () => {
        fetchOnce().catch(() => undefined);
      },
    },
  );
}
