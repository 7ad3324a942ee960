import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveUpdate } from '@golf/contract/live-updates';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { getLiveUpdates } from '../api/get-live-updates';
import { subscribeToLiveUpdates } from '../api/subscribe-live-updates';
import { applyLiveUpdateEvent, newestFirst, type LiveUpdateEvent } from '../utils/apply-event';

export interface LiveUpdatesState {
  liveUpdates: LiveUpdate[] | undefined;
  error: unknown;
  loading: boolean;
  /** null until the stream has been tried; false while it is reconnecting. */
  connected: boolean | null;
  reload: () => Promise<void>;
}

/**
 * The live updates, kept current by the stream: what is created, edited or deleted appears,
 * changes or disappears without a reload. After a reconnect the list is read again, and events
 * that arrive while a list is being read are replayed over it, so none is lost in between.
 */
export function useLiveUpdates(): LiveUpdatesState {
  const token = useAuthStore((state) => state.token);
  const [liveUpdates, setLiveUpdates] = useState<LiveUpdate[] | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [connected, setConnected] = useState<boolean | null>(null);
  const generation = useRef(0);
  // Events received since the pending list request started; null when no request is pending.
  const journal = useRef<LiveUpdateEvent[] | null>(null);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    journal.current = [];
    setLoading(true);
    try {
      const list = await getLiveUpdates();
      if (mine !== generation.current) return;
      setLiveUpdates((journal.current ?? []).reduce(applyLiveUpdateEvent, newestFirst(list)));
      setError(null);
    } catch (caught) {
      if (mine === generation.current) setError(caught);
    } finally {
      if (mine === generation.current) {
        journal.current = null;
        setLoading(false);
      }
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload, token]);

  useEffect(
    () =>
      subscribeToLiveUpdates({
        onEvent: (event) => {
          journal.current?.push(event);
          setLiveUpdates((current) => current && applyLiveUpdateEvent(current, event));
        },
        onReconnect: () => void reload(),
        onConnectionChange: setConnected,
      }),
    [reload],
  );

  return { liveUpdates, error, loading, connected, reload };
}
