import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const pageIn = (params: URLSearchParams) => Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

/**
 * The page number and keyword of a list live in the URL (?page=2&keyword=chan), so Back from a
 * detail screen, a reload or a shared link returns to the same page of the same search.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = pageIn(params);
  const keyword = params.get('keyword') ?? '';

  const update = useCallback(
    (next: { page?: number; keyword?: string }) => {
      setParams((current) => {
        const result = new URLSearchParams(current);
        const nextPage = next.page ?? page;
        const nextKeyword = next.keyword ?? keyword;
        if (nextPage > 1) result.set('page', String(nextPage));
        else result.delete('page');
        if (nextKeyword) result.set('keyword', nextKeyword);
        else result.delete('keyword');
        return result;
      });
    },
    [setParams, page, keyword],
  );

  return {
    page,
    keyword,
    setPage: (value: number) => update({ page: value }),
    /** A new search starts at page 1. */
    setKeyword: (value: string) => update({ keyword: value, page: 1 }),
  };
}

/**
 * One more choice of a list kept in the URL (?status=expired): an unknown value reads as the
 * default, and a new choice starts at page 1.
 */
export function useListChoice<T extends string>(name: string, allowed: readonly T[], fallback: T): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = allowed.includes(raw as T) ? (raw as T) : fallback;
  const set = useCallback(
    (next: T) =>
      setParams((current) => {
        const result = new URLSearchParams(current);
        if (next === fallback) result.delete(name);
        else result.set(name, next);
        result.delete('page');
        return result;
      }),
    [setParams, name, fallback],
  );
  return [value, set];
}

/**
 * A page past the end of a list (an old link, ?page=99 typed by hand, a list that shrank) shows
 * the list's last page, as a person expects, instead of "Page 99 of 99" over nothing. The URL is
 * replaced, so Back does not return to the missing page. `lastPage` is the count the server sent
 * with the page (undefined until it answered; 0 for an empty list, whose only page is 1).
 *
 * Answers true while the screen should show its loading state: from the answer for the missing
 * page until the last page has arrived, so no "nothing on this page" flashes in between.
 */
export function useKeepPageInList(lastPage: number | undefined, loading: boolean): boolean {
  const [params, setParams] = useSearchParams();
  const page = pageIn(params);
  const last = lastPage === undefined ? undefined : Math.max(1, lastPage);
  const pastEnd = last !== undefined && !loading && page > last;
  const [movedTo, setMovedTo] = useState<number | null>(null);

  useEffect(() => {
    if (!pastEnd || last === undefined) return;
    setMovedTo(last);
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        if (last > 1) result.set('page', String(last));
        else result.delete('page');
        return result;
      },
      { replace: true },
    );
  }, [pastEnd, last, setParams]);
  // Arrived: later loads of this page show the list as usual.
  useEffect(() => {
    if (!loading && movedTo === page) setMovedTo(null);
  }, [loading, movedTo, page]);

  return pastEnd || (movedTo === page && loading);
}
