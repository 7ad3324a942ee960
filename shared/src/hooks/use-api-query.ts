import { useCallback, useEffect, useRef, useState } from 'react';

export interface ApiQuery<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again, keeping the current data on screen meanwhile. */
  reload: () => Promise<void>;
}

/**
 * Runs a loader when its dependencies change and exposes loading, error and data. A late answer
 * for old dependencies is dropped so a fast click through pages never shows the wrong page.
 */
export function useApiQuery<T>(loader: () => Promise<T>, deps: unknown[]): ApiQuery<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const generation = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the loader's inputs in deps, as with useEffect
  const load = useCallback(loader, deps);

  const run = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    setError(null);
    try {
      const result = await load();
      if (mine === generation.current) setData(result);
    } catch (caught) {
      if (mine === generation.current) setError(caught);
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [load]);

  useEffect(() => {
    void run();
  }, [run]);

  return { data, error, loading, reload: run };
}
