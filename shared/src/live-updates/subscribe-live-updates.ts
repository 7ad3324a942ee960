import type { LiveUpdate } from '@golf/contract/live-updates';
import { apiUrl } from '../api/runtime-config';

/** What the stream pushes (docs/api-contract.md): the live update, or only its id when deleted. */
export type LiveUpdateEvent =
  | { type: 'created'; liveUpdate: LiveUpdate }
  | { type: 'updated'; liveUpdate: LiveUpdate }
  | { type: 'deleted'; id: string };

export interface LiveUpdateStreamHandlers {
  onEvent: (event: LiveUpdateEvent) => void;
  /**
   * Events may have been missed, so read the list again: the connection is back after a drop, or
   * the server says `resync` (its own database notifications were down for a while).
   */
  onReconnect: () => void;
  onConnectionChange?: (connected: boolean) => void;
  /** A golf competition's leaderboard changed (the `golf` event, DESIGN §12): read it again. */
  onGolf?: (competitionId: string) => void;
}

// EventSource retries by itself after a dropped connection, but gives up for good when the server
// answers with an error status; then we open a new one, waiting longer each time.
const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000];
const EVENT_TYPES = ['created', 'updated', 'deleted'] as const;

/** Reads one pushed message; null for anything malformed, which is then ignored. */
export function parseStreamEvent(type: string, data: string): LiveUpdateEvent | null {
  try {
    const parsed = JSON.parse(data) as { _id?: unknown; liveUpdate?: LiveUpdate };
    const item = (parsed.liveUpdate ?? parsed) as LiveUpdate;
    if (typeof item?._id !== 'string') return null;
    if (type === 'deleted') return { type, id: item._id };
    if (type === 'created' || type === 'updated') return { type, liveUpdate: item };
    return null;
  } catch {
    return null;
  }
}

/** A `golf` event's competition id; null for anything malformed. */
export function parseGolfEvent(data: string): string | null {
  try {
    const { competitionId } = JSON.parse(data) as { competitionId?: unknown };
    return typeof competitionId === 'string' ? competitionId : null;
  } catch {
    return null;
  }
}

// One stream per page, however many listen: the announcements hub and the frame's urgent banner
// both subscribe on /announcements, and each connection holds a server slot (the shell provides
// this module to every remote, so there is one copy of this state on a page).
interface Connection {
  listeners: Set<LiveUpdateStreamHandlers>;
  open: boolean;
  stop: () => void;
}
let connection: Connection | null = null;

function openConnection(): Connection {
  const listeners = new Set<LiveUpdateStreamHandlers>();
  const state: Connection = { listeners, open: false, stop: () => {} };
  const each = (call: (handlers: LiveUpdateStreamHandlers) => void) => [...listeners].forEach(call);
  let source: EventSource | null = null;
  let everOpened = false;
  let stopped = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    const current = new EventSource(apiUrl('ext/liveupdate/stream'));
    source = current;
    current.addEventListener('open', () => {
      failures = 0;
      state.open = true;
      each((handlers) => handlers.onConnectionChange?.(true));
      if (everOpened) each((handlers) => handlers.onReconnect());
      everOpened = true;
    });
    current.addEventListener('error', () => {
      if (stopped) return;
      state.open = false;
      each((handlers) => handlers.onConnectionChange?.(false));
      if (current.readyState !== EventSource.CLOSED) return;
      current.close();
      const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
      failures += 1;
      retryTimer = setTimeout(connect, delay);
    });
    current.addEventListener('resync', () => each((handlers) => handlers.onReconnect()));
    current.addEventListener('golf', (message) => {
      const competitionId = parseGolfEvent((message as MessageEvent<string>).data);
      if (competitionId) each((handlers) => handlers.onGolf?.(competitionId));
    });
    for (const type of EVENT_TYPES) {
      current.addEventListener(type, (message) => {
        const event = parseStreamEvent(type, (message as MessageEvent<string>).data);
        if (event) each((handlers) => handlers.onEvent(event));
      });
    }
  };

  state.stop = () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
  };
  connect();
  return state;
}

/**
 * Listens to the server-sent live-update stream (the announcements hub's sidebar, and the frame's
 * banner of urgent updates on every page) (docs/api-contract.md: created, updated, deleted, resync, golf)
 * until the returned function is called. The stream is public (EventSource sends no token), so it
 * is the ext path for everyone. Listeners share the page's one connection: one that joins an open
 * connection hears `onConnectionChange(true)` at once; the last to leave closes it.
 */
export function subscribeToLiveUpdates(handlers: LiveUpdateStreamHandlers): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const current = connection ?? (connection = openConnection());
  current.listeners.add(handlers);
  if (current.open) handlers.onConnectionChange?.(true);
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    current.listeners.delete(handlers);
    if (current.listeners.size > 0) return;
    current.stop();
    if (connection === current) connection = null;
  };
}
