import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveUpdate } from '@golf/contract/live-updates';
import { subscribeToLiveUpdates, type LiveUpdateEvent } from '@golf/shared/live-updates/subscribe-live-updates';
import { afterFirstPaint } from '@golf/shared/utils/after-first-paint';
import { getLiveUpdates } from '../api/get-live-updates';
import { readDismissed, rememberDismissed } from '../utils/dismissed';
import { applyToUrgent, urgentOf } from '../utils/urgent';

/**
 * The urgent live updates this browser has not dismissed, kept current by the live-updates stream:
 * one created in red shows as soon as the stream pushes it. The stream opens after the page's first
 * paint (nothing on a first screen waits for it); once open, the list is read for the urgent
 * updates made before the page loaded, and read again after a reconnect. Events that arrive while
 * the list is being read are replayed over it, so none is lost in between.
 */
export function useUrgentLiveUpdates(): { urgent: LiveUpdate[]; dismiss: (id: string) => void } {
  const [urgent, setUrgent] = useState<LiveUpdate[]>([]);
  const [dismissed, setDismissed] = useState(readDismissed);
  // Events received since the pending list read started; null when no read is pending.
  const journal = useRef<LiveUpdateEvent[] | null>(null);
  const generation = useRef(0);

  useEffect(() => {
    let stopped = false;
    const read = async () => {
      const mine = ++generation.current;
      journal.current = [];
      try {
        const list = await getLiveUpdates();
        if (stopped || mine !== generation.current) return;
        setUrgent((journal.current ?? []).reduce(applyToUrgent, urgentOf(list)));
      } catch {
        // The banner is a courtesy on top of the page: a failed read leaves what the stream brings.
      } finally {
        if (mine === generation.current) journal.current = null;
      }
    };
    let unsubscribe: (() => void) | undefined;
    let firstOpen = true;
    const cancel = afterFirstPaint(() => {
      unsubscribe = subscribeToLiveUpdates({
        onEvent: (event) => {
          journal.current?.push(event);
          setUrgent((current) => applyToUrgent(current, event));
        },
        onReconnect: () => void read(),
        onConnectionChange: (open) => {
          if (!open || !firstOpen) return;
          firstOpen = false;
          void read();
        },
      });
    });
    return () => {
      stopped = true;
      cancel();
      unsubscribe?.();
    };
  }, []);

  const dismiss = useCallback((id: string) => setDismissed(rememberDismissed(id)), []);
  return { urgent: urgent.filter((item) => !dismissed.includes(item._id)), dismiss };
}
