import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useAuthStore } from '@golf/shared/auth/auth-store';

/**
 * Keyed server state: one cache per page (this file is part of the @golf/shared singleton, so the
 * shell and every remote share it). A query is named by its key, an array such as
 * ['events', 'detail', eventId]; `queryFn` is how it is read. Components that ask for one key at
 * once make one request; a mutation names the keys it changed with invalidateQueries, instead of
 * handing reload callbacks down through props. The cache holds the answers of one session: when
 * the token changes (sign-in, sign-out, a session ended by the server) it is emptied, so nobody
 * sees what was read for someone else.
 */
export type QueryKey = readonly unknown[];

/** What a query's read is given: `signal` aborts when its answer can no longer reach anyone. */
export interface QueryFnContext {
  signal: AbortSignal;
}

export interface QueryOptions<T> {
  queryKey: QueryKey;
  /**
   * How the query is read. Pass `signal` on to the request (`apiGet(path, params, { signal })`):
   * it aborts when a newer request supersedes this one, or the cache is emptied (a new session)
   * or drops the key. An answer of `undefined` counts as an error (QueryReturnedUndefinedError): a
   * read that means "nothing" answers null, so the page never waits for ever.
   */
  queryFn: (context: QueryFnContext) => Promise<T>;
  /** False: nothing is requested (and `loading` is false) until it turns true. Default true. */
  enabled?: boolean;
  /** How long (ms) an answer counts as fresh, so a new mount reuses it without asking. Default 0. */
  staleTime?: number;
  /** While a new key loads, keep showing the data of the previous one (paged lists, dimmed). */
  keepPreviousData?: boolean;
}

export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  /** True while an answer is awaited, also when earlier data stays on screen meanwhile. */
  loading: boolean;
  /** Asks again now (Retry), superseding a request on its way. */
  refetch: () => Promise<void>;
}

interface QueryState {
  data: unknown;
  error: unknown;
  fetching: boolean;
}

interface Entry {
  key: QueryKey;
  state: QueryState;
  queryFn?: (context: QueryFnContext) => Promise<unknown>;
  /** Aborts the request on its way, if any. */
  controller?: AbortController;
  /** When the data arrived; 0 when never, or invalidated since. */
  updatedAt: number;
  /** A prefetched answer counts as fresh this long after it arrived (see prefetchQuery). */
  freshFor?: number;
  /** Bumped by every request: only the newest request's answer is kept. */
  generation: number;
  request: Promise<void> | null;
  gcTimer?: ReturnType<typeof setTimeout>;
}

interface Observer {
  notify: () => void;
  enabled: boolean;
}

/** A query's read answered `undefined`: a bug in the read, shown as the page's error with Retry. */
export class QueryReturnedUndefinedError extends Error {
  constructor(key: QueryKey) {
    super(`The query ${hashKey(key)} answered undefined: a read answers its data, or null for none`);
    this.name = 'QueryReturnedUndefinedError';
  }
}

/** An unmounted query's answer is dropped after this long. */
export const GC_TIME_MS = 5 * 60_000;
const IDLE: QueryState = { data: undefined, error: null, fetching: false };
const entries = new Map<string, Entry>();
const observers = new Map<string, Set<Observer>>();
/** Bumped when the cache is emptied: data kept from before (keepPreviousData) is not shown after. */
let epoch = 0;

/** A key's identity: JSON, with object properties in sorted order ({a, b} and {b, a} are one key). */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/** Names a query once, in its API file, for the hook and for whoever invalidates it. */
export const queryOptions = <T>(options: QueryOptions<T>): QueryOptions<T> => options;

const notify = (hash: string) => observers.get(hash)?.forEach((observer) => observer.notify());

function update(hash: string, entry: Entry, patch: Partial<QueryState>): void {
  entry.state = { ...entry.state, ...patch };
  notify(hash);
}

function entryFor(hash: string, key: QueryKey): Entry {
  let entry = entries.get(hash);
  if (!entry) {
    entry = { key, state: IDLE, updatedAt: 0, generation: 0, request: null };
    entries.set(hash, entry);
    if (!observers.get(hash)?.size) scheduleGc(hash, entry);
  }
  return entry;
}

function scheduleGc(hash: string, entry: Entry): void {
  clearTimeout(entry.gcTimer);
  entry.gcTimer = setTimeout(() => {
    if (observers.get(hash)?.size || entries.get(hash) !== entry) return;
    entries.delete(hash);
    entry.controller?.abort();
  }, GC_TIME_MS);
}

/** Starts a request for the entry; an older one still on its way no longer counts. */
function fetchEntry(hash: string, entry: Entry): Promise<void> {
  const generation = ++entry.generation;
  entry.freshFor = undefined;
  // The stale-response guard: an answer counts only if no newer request (a refetch, an
  // invalidation, setQueryData) started for this key since. After a change of session the entry
  // is no longer in the cache, so what it receives reaches nobody.
  const current = () => entry.generation === generation;
  const queryFn = entry.queryFn!;
  // The request this one supersedes is of no use any more: its answer would be dropped.
  entry.controller?.abort();
  const controller = new AbortController();
  entry.controller = controller;
  const request = (async () => {
    try {
      const data = await queryFn({ signal: controller.signal });
      if (data === undefined) throw new QueryReturnedUndefinedError(entry.key);
      if (!current()) return;
      entry.updatedAt = Date.now();
      entry.request = null;
      update(hash, entry, { data, error: null, fetching: false });
    } catch (error) {
      if (!current()) return;
      entry.request = null;
      update(hash, entry, { error, fetching: false });
    }
  })();
  entry.request = request;
  update(hash, entry, { error: null, fetching: true });
  return request;
}

/**
 * The answer for a query: joins a request already on its way for the key (de-duplication), reuses
 * a fresh answer, and otherwise asks.
 */
export function fetchQuery<T>({ queryKey, queryFn, staleTime = 0 }: QueryOptions<T>): Promise<void> {
  const hash = hashKey(queryKey);
  const entry = entryFor(hash, queryKey);
  entry.queryFn = queryFn;
  if (entry.request) return entry.request;
  if (entry.updatedAt && Date.now() - entry.updatedAt < Math.max(staleTime, entry.freshFor ?? 0)) return Promise.resolve();
  return fetchEntry(hash, entry);
}

/** How long a prefetched answer spares the page that mounts next its own request. */
export const PREFETCH_FRESH_MS = 10_000;

/**
 * Starts a read before any component asks for it: a route's first reads, begun while its code
 * still loads (architecture §2, "route prefetch"). The page that mounts joins the request on its
 * way, or takes the answer without asking again if it arrived less than PREFETCH_FRESH_MS ago.
 * Failures are left for the page to show: its own mount asks again. Settles (never rejects) when
 * the answer, or the failure, is in the cache: a route's prefetch returns it (RoutePrefetch).
 */
export function prefetchQuery<T>(options: QueryOptions<T>): Promise<void> {
  const hash = hashKey(options.queryKey);
  const entry = entryFor(hash, options.queryKey);
  if (entry.request) return entry.request;
  if (entry.updatedAt) return Promise.resolve();
  const request = fetchQuery(options);
  entry.freshFor = PREFETCH_FRESH_MS;
  return request;
}

/** True when `key` starts with every part of `prefix` (['events'] matches ['events', 'detail', 'e1']). */
export function matchesPrefix(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => hashKey([part]) === hashKey([key[index]]));
}

/**
 * After a change on the server: mounted queries whose key starts with `prefix` ask again now (their
 * current data stays on screen meanwhile), the others are marked stale and ask when next mounted.
 */
export function invalidateQueries(prefix: QueryKey): Promise<void> {
  const requests: Promise<void>[] = [];
  for (const [hash, entry] of entries) {
    if (!matchesPrefix(entry.key, prefix)) continue;
    entry.updatedAt = 0;
    const active = [...(observers.get(hash) ?? [])].some((observer) => observer.enabled);
    if (active && entry.queryFn) requests.push(fetchEntry(hash, entry));
  }
  return Promise.all(requests).then(() => undefined);
}

/** Puts an answer the server already gave (a save that returns the saved record) into the cache. */
export function setQueryData<T>(queryKey: QueryKey, data: T): void {
  const hash = hashKey(queryKey);
  const entry = entryFor(hash, queryKey);
  entry.generation++;
  entry.controller?.abort();
  entry.request = null;
  entry.updatedAt = Date.now();
  update(hash, entry, { data, error: null, fetching: false });
}

/** The cached data of a key, if any. */
export function getQueryData<T>(queryKey: QueryKey): T | undefined {
  return entries.get(hashKey(queryKey))?.state.data as T | undefined;
}

/** Forgets every answer; mounted queries ask again. Also between tests. */
export function clearQueryCache(): void {
  for (const entry of entries.values()) {
    clearTimeout(entry.gcTimer);
    // Asked with the old session: nobody is to see the answer.
    entry.controller?.abort();
  }
  entries.clear();
  epoch++;
  for (const hash of observers.keys()) notify(hash);
}

// The session is part of every query's identity: a new token (or none) starts an empty cache.
// Except a token the server rotated for the same signed-in user (replaceToken, after a password
// change or a quiet renewal): the same person asks, and /settings must not lose its forms under the notice.
useAuthStore.subscribe((state, previous) => {
  if (state.token === previous.token) return;
  const rotated =
    !!previous.token && !!state.token && previous.status === 'signedIn' && state.status === 'signedIn' && previous.profile?._id === state.profile?._id;
  if (!rotated) clearQueryCache();
});

function subscribe(hash: string, observer: Observer): () => void {
  let set = observers.get(hash);
  if (!set) observers.set(hash, (set = new Set()));
  set.add(observer);
  clearTimeout(entries.get(hash)?.gcTimer);
  return () => {
    set.delete(observer);
    if (set.size) return;
    observers.delete(hash);
    const entry = entries.get(hash);
    if (entry) scheduleGc(hash, entry);
  };
}

/**
 * Reads a query and keeps it current: `data`, `error`, `loading` and `refetch`. A new key shows
 * that key's own data (or none yet), never the answer of the key before it, unless
 * keepPreviousData asks to keep the previous page on screen while the next one loads.
 */
export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> {
  const { queryKey, enabled = true, keepPreviousData = false } = options;
  const hash = hashKey(queryKey);
  const state = useSyncExternalStore(
    useCallback((notify: () => void) => subscribe(hash, { notify, enabled }), [hash, enabled]),
    () => entries.get(hash)?.state ?? IDLE,
    () => IDLE,
  );
  // Effects read the newest options: the key names every input of queryFn.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // Runs on mount, on a new key, and when the cache was emptied (a new session).
  const session = epoch;
  useEffect(() => {
    if (enabled) void fetchQuery(latest.current);
  }, [hash, enabled, session]);

  const previous = useRef<{ data: unknown; epoch: number } | null>(null);
  useEffect(() => {
    if (state.data !== undefined) previous.current = { data: state.data, epoch: session };
  }, [state.data, session]);
  const kept = keepPreviousData && previous.current?.epoch === session ? previous.current.data : undefined;

  const refetch = useCallback(() => {
    const entry = entryFor(hash, latest.current.queryKey);
    entry.queryFn = latest.current.queryFn;
    return fetchEntry(hash, entry);
  }, [hash]);

  return {
    data: (state.data !== undefined ? state.data : kept) as T | undefined,
    error: state.error,
    loading: enabled && (state.fetching || (state.data === undefined && !state.error)),
    refetch,
  };
}
