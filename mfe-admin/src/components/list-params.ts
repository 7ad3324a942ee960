import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The page number and keyword of a list live in the URL (?page=2&keyword=chan), so Back from a
 * detail screen, a reload or a shared link returns to the same page of the same search.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
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
