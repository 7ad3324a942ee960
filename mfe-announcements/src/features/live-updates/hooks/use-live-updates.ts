import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { LiveUpdate } from '@golf/contract/live-updates';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { getQueryData } from '@golf/shared/hooks/use-query';
import { getLiveUpdates, liveUpdatesQuery } from '../api/get-live-updates';
import { subscribeToLiveUpdates } from '@golf/shared/live-updates/subscribe-live-updates';
import { afterFirstPaint } from '@golf/shared/utils/after-first-paint';
import { useReadingLanguage } from '@golf/shared/i18n/reading-language';
import { applyLiveUpdateEvent, newestFirst, type LiveUpdateEvent } from '../utils/apply-event';

export interface LiveUpdatesState {
  liveUpdates: LiveUpdate[] | undefined;
  error: unknown;
  loading: boolean;
  /** null until the stream has been tried; false while it is reconnecting. */
  connected: boolean | null;
  reload: () => Promise<void>;
}

// A prefetched list is taken once: a sidebar mounted later (the hub opened again) reads its own,
// never the copy the cache still holds from minutes before. A new prefetch is a new list.
let takenList: LiveUpdate[] | undefined;
function takePrefetchedList(): LiveUpdate[] | undefined {
  const list = getQueryData<LiveUpdate[]>(liveUpdatesQuery().queryKey);
  if (!list || list === takenList) return undefined;
  takenList = list;
  return list;
}

/** The same entries, each as it was: a list read again that changed nothing is not drawn again. */
function sameLiveUpdates(a: LiveUpdate[], b: LiveUpdate[]): boolean {
  return a.length === b.length && a.every((item, index) => item._id === b[index]._id && item.updatedAt === b[index].updatedAt);
}

/**
 * The live updates, kept current by the stream: what is created, edited or deleted appears,
 * changes or disappears without a reload. After a reconnect the list is read again, and events
 * that arrive while a list is being read are replayed over it, so none is lost in between.
 *
 * A list the hub's prefetch already read is shown at once (the page's first paint has it); it is
 * read again, quietly, once the stream is open (after that first paint), since an update made before then would otherwise
 * be missing until the next reconnect.
 */
export function useLiveUpdates(): LiveUpdatesState {
  const token = useAuthStore((state) => state.token);
  // The list is read in the reader's language: a switch reads it again.
  const language = useReadingLanguage();
  const [prefetched] = useState(takePrefetchedList);
  const [liveUpdates, setLiveUpdates] = useState<LiveUpdate[] | undefined>(() => prefetched && newestFirst(prefetched));
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(!prefetched);
  const [connected, setConnected] = useState<boolean | null>(null);
  const generation = useRef(0);
  // Events received since the pending list request started; null when no request is pending.
  const journal = useRef<LiveUpdateEvent[] | null>(null);
  const skipMountRead = useRef(Boolean(prefetched));
  const readAgainWhenOpen = useRef(Boolean(prefetched));
  const deferStream = useRef(Boolean(prefetched));

  const read = useCallback(async (quiet: boolean) => {
    const mine = ++generation.current;
    journal.current = [];
    if (!quiet) setLoading(true);
    try {
      const list = await getLiveUpdates();
      if (mine !== generation.current) return;
      const next = (journal.current ?? []).reduce(applyLiveUpdateEvent, newestFirst(list));
      // A quiet read (the one after the first paint) redraws in short slices, not one long task.
      const show = () => {
        setLiveUpdates((current) => (current && sameLiveUpdates(current, next) ? current : next));
        setError(null);
      };
      if (quiet) startTransition(show);
      else show();
    } catch (caught) {
      if (mine === generation.current && !quiet) setError(caught);
    } finally {
      if (mine === generation.current) {
        journal.current = null;
        setLoading(false);
      }
    }
  }, []);
  const reload = useCallback(() => read(false), [read]);

  useEffect(() => {
    if (skipMountRead.current) {
      skipMountRead.current = false;
      return;
    }
    void reload();
  }, [reload, token, language]);

  useEffect(() => {
    const subscribe = () =>
      subscribeToLiveUpdates({
        onEvent: (event) => {
          journal.current?.push(event);
          setLiveUpdates((current) => current && applyLiveUpdateEvent(current, event));
        },
        onReconnect: () => void reload(),
        onConnectionChange: (open) => {
          // The badge and subtitle redraw in short slices: the stream opens just after the first
          // paint, when a phone's main thread is still busy with the page.
          startTransition(() => setConnected(open));
          if (open && readAgainWhenOpen.current) {
            readAgainWhenOpen.current = false;
            void read(true);
          }
        },
      });
    // With a prefetched list the page's first paint is whole without the stream, so it is opened
    // once that paint is on screen: the connection and the list read after it do not compete with
    // the paint on a slow phone (the list is read again when the stream opens, so nothing is lost).
    if (!deferStream.current) return subscribe();
    deferStream.current = false;
    let unsubscribe: (() => void) | undefined;
    const cancel = afterFirstPaint(() => {
      unsubscribe = subscribe();
    });
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, [read, reload]);

  return { liveUpdates, error, loading, connected, reload };
}
