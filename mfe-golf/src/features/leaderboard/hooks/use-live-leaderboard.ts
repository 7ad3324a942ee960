import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { subscribeToLiveUpdates } from '@golf/shared/live-updates/subscribe-live-updates';
import { useEffect, useState } from 'react';

/**
 * Keeps a leaderboard current: the page's one live-updates stream says when a competition changed
 * (its `golf` event) and the leaderboard is read again; after a reconnect too, since events may
 * have been missed. Returns whether the stream is connected.
 */
export function useLiveLeaderboard(competitionId: string, enabled = true): boolean {
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void invalidateQueries(['golf', 'leaderboard', competitionId]);
    return subscribeToLiveUpdates({
      onEvent: () => {},
      onReconnect: refresh,
      onConnectionChange: setConnected,
      onGolf: (id) => {
        if (id === competitionId) refresh();
      },
    });
  }, [competitionId, enabled]);
  return connected;
}
