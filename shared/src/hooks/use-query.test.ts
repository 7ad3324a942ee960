import { act, renderHook, waitFor } from '@testing-library/react';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { writeToken } from '@golf/shared/api/session-token';
import {
  GC_TIME_MS,
  getQueryData,
  hashKey,
  invalidateQueries,
  matchesPrefix,
  prefetchQuery,
  PREFETCH_FRESH_MS,
  QueryReturnedUndefinedError,
  setQueryData,
  useQuery,
  type QueryOptions,
} from './use-query';

/** A promise the test settles by hand, to decide which answer arrives first. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** A queryFn whose calls the test answers one by one. */
function manualQueryFn<T>() {
  const calls: ReturnType<typeof deferred<T>>[] = [];
  const queryFn = jest.fn(() => {
    const call = deferred<T>();
    calls.push(call);
    return call.promise;
  });
  return { queryFn, calls };
}

function signInWith(token: string | null) {
  writeToken(token);
  useAuthStore.setState({ token, status: token ? 'signedIn' : 'signedOut' });
}

beforeEach(() => signInWith(null));

describe('keys', () => {
  test('a key is its content: object properties in any order name one query', () => {
    expect(hashKey(['events', { page: 1, keyword: 'a' }])).toBe(hashKey(['events', { keyword: 'a', page: 1 }]));
    expect(hashKey(['events', 1])).not.toBe(hashKey(['events', '1']));
    expect(matchesPrefix(['events', 'detail', 'e1'], ['events'])).toBe(true);
    expect(matchesPrefix(['events', 'detail', 'e1'], ['events', 'detail', 'e1'])).toBe(true);
    expect(matchesPrefix(['events', 'detail', 'e1'], ['events', 'list'])).toBe(false);
    expect(matchesPrefix(['events'], ['events', 'detail'])).toBe(false);
  });

  test('each key has its own data; a cached key shows its data at once and asks again', async () => {
    const queryFn = jest.fn((id: string) => Promise.resolve(`event ${id}`));
    const { result, rerender } = renderHook(({ id }) => useQuery({ queryKey: ['events', 'detail', id], queryFn: () => queryFn(id) }), {
      initialProps: { id: 'a' },
    });
    expect(result.current).toMatchObject({ data: undefined, loading: true, error: null });
    await waitFor(() => expect(result.current.data).toBe('event a'));
    expect(result.current.loading).toBe(false);

    rerender({ id: 'b' });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBe('event b'));

    rerender({ id: 'a' });
    // Stale while revalidating: the cached answer shows while a fresh one is asked for.
    expect(result.current).toMatchObject({ data: 'event a', loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  test('a fresh answer (within staleTime) is reused without a request', async () => {
    const queryFn = jest.fn(() => Promise.resolve('list'));
    const options: QueryOptions<string> = { queryKey: ['list'], queryFn, staleTime: 60_000 };
    const first = renderHook(() => useQuery(options));
    await waitFor(() => expect(first.result.current.data).toBe('list'));
    first.unmount();
    const second = renderHook(() => useQuery(options));
    expect(second.result.current).toMatchObject({ data: 'list', loading: false });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('de-duplication', () => {
  test('two components asking for one key at once make one request and both get the answer', async () => {
    const { queryFn, calls } = manualQueryFn<string>();
    const options = { queryKey: ['events', 'detail', 'e1'], queryFn };
    const one = renderHook(() => useQuery(options));
    const two = renderHook(() => useQuery(options));
    expect(queryFn).toHaveBeenCalledTimes(1);
    await act(async () => calls[0].resolve('the event'));
    expect(one.result.current.data).toBe('the event');
    expect(two.result.current.data).toBe('the event');
  });
});

describe('stale responses', () => {
  test('a late answer to an older request for the key never replaces the newer one', async () => {
    const { queryFn, calls } = manualQueryFn<string>();
    const { result } = renderHook(() => useQuery({ queryKey: ['thread', 't1'], queryFn }));
    // A refetch (Retry, or an invalidation after a mutation) supersedes the request on its way.
    let refetched!: Promise<void>;
    act(() => {
      refetched = result.current.refetch();
    });
    expect(queryFn).toHaveBeenCalledTimes(2);
    await act(async () => {
      calls[1].resolve('after the reply');
      await refetched;
    });
    expect(result.current.data).toBe('after the reply');
    await act(async () => calls[0].resolve('before the reply'));
    expect(result.current).toMatchObject({ data: 'after the reply', loading: false });
  });

  test('a late failure of an older request does not show an error over newer data', async () => {
    const { queryFn, calls } = manualQueryFn<string>();
    const { result } = renderHook(() => useQuery({ queryKey: ['thread', 't1'], queryFn }));
    act(() => void invalidateQueries(['thread']));
    await act(async () => calls[1].resolve('fresh'));
    await act(async () => calls[0].reject(new Error('old failure')));
    expect(result.current).toMatchObject({ data: 'fresh', error: null, loading: false });
  });

  test('after a quick change of key, the old key\'s late answer never shows', async () => {
    const { queryFn, calls } = manualQueryFn<string>();
    const { result, rerender } = renderHook(({ page }) => useQuery({ queryKey: ['list', page], queryFn }), {
      initialProps: { page: 1 },
    });
    rerender({ page: 2 });
    await act(async () => calls[1].resolve('page 2'));
    await act(async () => calls[0].resolve('page 1'));
    expect(result.current.data).toBe('page 2');
  });

  test('keepPreviousData keeps the last page on screen while the next one loads, loading', async () => {
    const { queryFn, calls } = manualQueryFn<string>();
    const { result, rerender } = renderHook(({ page }) => useQuery({ queryKey: ['list', page], queryFn, keepPreviousData: true }), {
      initialProps: { page: 1 },
    });
    await act(async () => calls[0].resolve('page 1'));
    rerender({ page: 2 });
    expect(result.current).toMatchObject({ data: 'page 1', loading: true });
    await act(async () => calls[1].resolve('page 2'));
    expect(result.current).toMatchObject({ data: 'page 2', loading: false });
  });
});

describe('errors and refetch', () => {
  test('a failure is the error; refetch clears it, loads, and keeps the data that comes', async () => {
    const queryFn = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const { result } = renderHook(() => useQuery({ queryKey: ['status'], queryFn }));
    await waitFor(() => expect(result.current.error).toEqual(new Error('down')));
    expect(result.current.loading).toBe(false);
    let retry!: Promise<void>;
    act(() => {
      retry = result.current.refetch();
    });
    expect(result.current).toMatchObject({ error: null, loading: true });
    await act(() => retry);
    expect(result.current).toMatchObject({ data: 'up', error: null, loading: false });
  });

  test('enabled: false asks nothing and is not loading until enabled', async () => {
    const queryFn = jest.fn(() => Promise.resolve('data'));
    const { result, rerender } = renderHook(({ enabled }) => useQuery({ queryKey: ['maybe'], queryFn, enabled }), {
      initialProps: { enabled: false },
    });
    expect(result.current).toMatchObject({ data: undefined, loading: false });
    expect(queryFn).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toBe('data'));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('invalidation', () => {
  test('mounted queries under the prefix ask again, keeping their data meanwhile; others are left alone', async () => {
    let version = 1;
    const detail = jest.fn(() => Promise.resolve(`detail v${version}`));
    const calendar = jest.fn(() => Promise.resolve(`calendar v${version}`));
    const { result } = renderHook(() => ({
      detail: useQuery({ queryKey: ['events', 'detail', 'e1'], queryFn: detail }),
      calendar: useQuery({ queryKey: ['calendar', '2030-03'], queryFn: calendar }),
    }));
    await waitFor(() => expect(result.current.detail.data).toBe('detail v1'));
    version = 2;
    let invalidated!: Promise<void>;
    act(() => {
      invalidated = invalidateQueries(['events']);
    });
    expect(result.current.detail).toMatchObject({ data: 'detail v1', loading: true });
    await act(() => invalidated);
    expect(result.current.detail).toMatchObject({ data: 'detail v2', loading: false });
    expect(result.current.calendar.data).toBe('calendar v1');
    expect(detail).toHaveBeenCalledTimes(2);
    expect(calendar).toHaveBeenCalledTimes(1);
  });

  test('an unmounted query under the prefix is marked stale: no request now, a new one when next mounted', async () => {
    const queryFn = jest.fn(() => Promise.resolve('list'));
    const options: QueryOptions<string> = { queryKey: ['events', 'upcoming'], queryFn, staleTime: 60_000 };
    const first = renderHook(() => useQuery(options));
    await waitFor(() => expect(first.result.current.data).toBe('list'));
    first.unmount();
    await act(() => invalidateQueries(['events']));
    expect(queryFn).toHaveBeenCalledTimes(1);
    const second = renderHook(() => useQuery(options));
    expect(second.result.current).toMatchObject({ data: 'list', loading: true });
    await waitFor(() => expect(second.result.current.loading).toBe(false));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  test('setQueryData shows a saved record at once, superseding a request on its way', async () => {
    const { queryFn, calls } = manualQueryFn<{ name: string }>();
    const { result } = renderHook(() => useQuery({ queryKey: ['admin', 'users', 'detail', 'u1'], queryFn }));
    act(() => setQueryData(['admin', 'users', 'detail', 'u1'], { name: 'Saved' }));
    expect(result.current).toMatchObject({ data: { name: 'Saved' }, loading: false });
    await act(async () => calls[0].resolve({ name: 'Older' }));
    expect(result.current.data).toEqual({ name: 'Saved' });
  });
});

describe('session', () => {
  const whoAsks = () => Promise.resolve(useAuthStore.getState().token ? 'member price' : 'visitor price');

  test('signing out empties the cache: the member\'s data is gone at once and the query asks again as a visitor', async () => {
    signInWith('member-token');
    const { result } = renderHook(() => useQuery({ queryKey: ['events', 'detail', 'e1'], queryFn: whoAsks, keepPreviousData: true }));
    await waitFor(() => expect(result.current.data).toBe('member price'));
    act(() => signInWith(null));
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    expect(getQueryData(['events', 'detail', 'e1'])).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBe('visitor price'));
  });

  test('an answer asked for with the old session and arriving after the change never shows', async () => {
    signInWith('member-token');
    const { queryFn, calls } = manualQueryFn<string>();
    const { result } = renderHook(() => useQuery({ queryKey: ['me'], queryFn }));
    act(() => signInWith(null));
    expect(queryFn).toHaveBeenCalledTimes(2);
    await act(async () => calls[1].resolve('visitor'));
    await act(async () => calls[0].resolve('member'));
    expect(result.current.data).toBe('visitor');
    expect(getQueryData(['me'])).toBe('visitor');
  });

  test('an unmounted query cached for a member is not served to the visitor who comes next', async () => {
    signInWith('member-token');
    const options = { queryKey: ['events', 'upcoming'], queryFn: whoAsks, staleTime: 60_000 };
    const member = renderHook(() => useQuery(options));
    await waitFor(() => expect(member.result.current.data).toBe('member price'));
    member.unmount();
    act(() => signInWith(null));
    const visitor = renderHook(() => useQuery(options));
    expect(visitor.result.current.data).toBeUndefined();
    await waitFor(() => expect(visitor.result.current.data).toBe('visitor price'));
  });

  test('a token the server rotated for the same signed-in user (password change) keeps the cache', async () => {
    signInWith('member-token');
    useAuthStore.setState({ profile: { _id: 'u1' } as never });
    const queryFn = jest.fn(() => Promise.resolve('my profile'));
    const { result } = renderHook(() => useQuery({ queryKey: ['auth', 'me'], queryFn }));
    await waitFor(() => expect(result.current.data).toBe('my profile'));
    act(() => useAuthStore.getState().replaceToken('rotated-token'));
    expect(result.current).toMatchObject({ data: 'my profile', loading: false });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('abort signal', () => {
  /** A queryFn that keeps the signal of each call and answers when the test says. */
  function signalledQueryFn() {
    const signals: AbortSignal[] = [];
    const calls: ReturnType<typeof deferred<string>>[] = [];
    const queryFn = jest.fn(({ signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      const call = deferred<string>();
      calls.push(call);
      return call.promise;
    });
    return { queryFn, signals, calls };
  }

  test('a request superseded by a refetch is aborted; the newer one is not', async () => {
    const { queryFn, signals, calls } = signalledQueryFn();
    const { result } = renderHook(() => useQuery({ queryKey: ['search', 'a'], queryFn }));
    let refetched!: Promise<void>;
    act(() => {
      refetched = result.current.refetch();
    });
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    await act(async () => {
      calls[1].resolve('newer');
      await refetched;
    });
    expect(result.current).toMatchObject({ data: 'newer', loading: false });
  });

  test('a change of session aborts what was asked with the old one', async () => {
    signInWith('member-token');
    const { queryFn, signals } = signalledQueryFn();
    renderHook(() => useQuery({ queryKey: ['mine'], queryFn }));
    expect(signals[0].aborted).toBe(false);
    act(() => signInWith(null));
    expect(signals[0].aborted).toBe(true);
  });

  test('an unmounted query still on its way is aborted when its key is dropped', async () => {
    jest.useFakeTimers();
    try {
      const { queryFn, signals } = signalledQueryFn();
      const { unmount } = renderHook(() => useQuery({ queryKey: ['left'], queryFn }));
      unmount();
      act(() => jest.advanceTimersByTime(GC_TIME_MS - 1));
      expect(signals[0].aborted).toBe(false);
      act(() => jest.advanceTimersByTime(1));
      expect(signals[0].aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('an answer of undefined', () => {
  test('is an error the page can show and retry, never loading for ever', async () => {
    const queryFn = jest.fn<Promise<string | undefined>, []>().mockResolvedValueOnce(undefined).mockResolvedValueOnce('found');
    const { result } = renderHook(() => useQuery({ queryKey: ['broken'], queryFn }));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(QueryReturnedUndefinedError));
    expect(result.current).toMatchObject({ data: undefined, loading: false });
    await act(() => result.current.refetch());
    expect(result.current).toMatchObject({ data: 'found', error: null, loading: false });
  });

  test('null is data: a read that found nothing is not an error', async () => {
    const { result } = renderHook(() => useQuery({ queryKey: ['nothing'], queryFn: () => Promise.resolve(null) }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ data: null, error: null });
  });
});

describe('garbage collection', () => {
  afterEach(() => jest.useRealTimers());

  test('an unmounted query\'s answer is dropped after a while; a mounted one is kept', async () => {
    jest.useFakeTimers();
    const kept = renderHook(() => useQuery({ queryKey: ['kept'], queryFn: () => Promise.resolve('kept') }));
    const dropped = renderHook(() => useQuery({ queryKey: ['dropped'], queryFn: () => Promise.resolve('dropped') }));
    await act(async () => {});
    expect(getQueryData(['dropped'])).toBe('dropped');
    dropped.unmount();
    act(() => jest.advanceTimersByTime(GC_TIME_MS - 1));
    expect(getQueryData(['dropped'])).toBe('dropped');
    act(() => jest.advanceTimersByTime(1));
    expect(getQueryData(['dropped'])).toBeUndefined();
    expect(getQueryData(['kept'])).toBe('kept');
    kept.unmount();
  });
});

describe('prefetchQuery', () => {
  afterEach(() => jest.useRealTimers());

  test('a page that mounts while the prefetch is on its way joins it: one request', async () => {
    const { queryFn, calls } = manualQueryFn<string>();
    const options = { queryKey: ['prefetch', 'joined'], queryFn };
    prefetchQuery(options);
    expect(queryFn).toHaveBeenCalledTimes(1);
    const { result } = renderHook(() => useQuery(options));
    expect(result.current.loading).toBe(true);
    await act(async () => calls[0]!.resolve('early'));
    expect(result.current.data).toBe('early');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  test('an answer that arrived shortly before the page mounts is used without asking again; a later mount asks', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const queryFn = jest.fn(async () => 'answer');
    const options = { queryKey: ['prefetch', 'fresh'], queryFn };
    prefetchQuery(options);
    await act(async () => undefined);
    const first = renderHook(() => useQuery(options));
    expect(first.result.current.data).toBe('answer');
    expect(queryFn).toHaveBeenCalledTimes(1);
    first.unmount();
    jest.setSystemTime(Date.now() + PREFETCH_FRESH_MS + 1);
    const later = renderHook(() => useQuery(options));
    await act(async () => undefined);
    expect(queryFn).toHaveBeenCalledTimes(2);
    later.unmount();
  });

  test('a failed prefetch leaves the page to ask again and show its own error or data', async () => {
    const queryFn = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('second try');
    const options = { queryKey: ['prefetch', 'failed'], queryFn };
    prefetchQuery(options);
    await act(async () => undefined);
    const { result } = renderHook(() => useQuery(options));
    await waitFor(() => expect(result.current.data).toBe('second try'));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  test('does nothing when the key already has an answer or a request', async () => {
    const queryFn = jest.fn(async () => 'x');
    setQueryData(['prefetch', 'known'], 'cached');
    prefetchQuery({ queryKey: ['prefetch', 'known'], queryFn });
    expect(queryFn).not.toHaveBeenCalled();
  });
});
