import { EventEmitter } from 'node:events';
import pg from 'pg';

export type Listener = (payload: string) => void;

/**
 * Cross-process notifications (live updates to open streams). On PostgreSQL every API process
 * LISTENs on one dedicated connection, so a change made by any process reaches all streams; the
 * embedded database serves one process, where an in-process emitter is enough.
 */
export interface PubSub {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, listener: Listener): Promise<() => void>;
  /**
   * Calls the listener when notifications may have been lost: on PostgreSQL, after the listening
   * connection is back from an outage (or first connects after failed attempts). Whoever shows
   * published data should read it again then.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

export function inProcessPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      // Asynchronous like NOTIFY, so a publisher never runs listeners inside its own request.
      setImmediate(() => emitter.emit(channel, payload));
    },
    async subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    // Nothing between publisher and listener can fail, so nothing is ever missed.
    onResync: () => () => {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface ListenOptions {
  /** A connection attempt gives up after this long. */
  connectTimeoutMs: number;
  /**
   * How often the listening connection is checked with SELECT 1: a socket can die without an
   * error (a dropped network path), and LISTEN alone would then wait forever.
   */
  checkEveryMs: number;
}

/** Reconnection waits grow from the first to the last and stay there, for as long as it takes. */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;

export function postgresPubSub(
  connectionString: string,
  pool: pg.Pool,
  log: (message: string, error?: unknown) => void,
  { connectTimeoutMs, checkEveryMs }: ListenOptions,
): PubSub {
  const local = inProcessPubSub();
  const channels = new Set<string>();
  const resyncListeners = new Set<() => void>();
  /** Connected and listening on every channel; undefined while (re)connecting. */
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let checkTimer: NodeJS.Timeout | undefined;
  let checking = false;
  let failures = 0;
  // Set when a connection was lost or an attempt failed: notifications may have been missed.
  let missed = false;
  let closed = false;

  /** One attempt; on failure the next is scheduled. Never rejects. */
  function connect(): Promise<void> {
    connecting ??= (async () => {
      // query_timeout bounds the periodic check on a connection that went silent.
      const next = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs, query_timeout: connectTimeoutMs, keepAlive: true });
      next.on('notification', (message) => {
        if (message.payload !== undefined) void local.publish(message.channel, message.payload);
      });
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        // Channels subscribed during these awaits are still visited: a Set iterates what is added.
        for (const channel of channels) await next.query(`LISTEN ${channel}`);
      } catch (error) {
        connecting = undefined;
        void next.end().catch(() => undefined);
        missed = true;
        if (!closed) {
          log(`live notification connection failed (${(error as Error).message}); retrying in ${nextDelay()} ms`);
          scheduleRetry();
        }
        return;
      }
      connecting = undefined;
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      failures = 0;
      if (missed) {
        missed = false;
        log('live notification connection restored');
        for (const listener of resyncListeners) listener();
      }
    })();
    return connecting;
  }

  function lost(which: pg.Client, error?: Error): void {
    if (which !== client) return; // an attempt that failed, or a connection already replaced
    client = undefined;
    missed = true;
    void which.end().catch(() => undefined);
    if (closed) return;
    log('live notification connection lost; reconnecting', error);
    scheduleRetry();
  }

  const nextDelay = () => Math.min(RECONNECT_FIRST_MS * 2 ** failures, RECONNECT_MAX_MS);

  function scheduleRetry(): void {
    if (closed || retryTimer) return;
    const delay = nextDelay();
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  }

  function startChecks(): void {
    checkTimer ??= setInterval(() => {
      const current = client;
      if (!current || checking) return;
      checking = true;
      current
        .query('SELECT 1')
        .catch((error: Error) => lost(current, error))
        .finally(() => (checking = false));
    }, checkEveryMs);
    checkTimer.unref();
  }

  return {
    async publish(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async subscribe(channel, listener) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name ${channel}`);
      const unsubscribe = await local.subscribe(channel, listener);
      if (!channels.has(channel)) {
        channels.add(channel);
        startChecks();
        // A failing LISTEN means the connection is going: its replacement listens on every channel.
        const current = client;
        if (current) await current.query(`LISTEN ${channel}`).catch((error: Error) => lost(current, error));
        // While a retry waits, don't hold the subscriber: it hears onResync when the connection is back.
        else if (!retryTimer) await connect();
      }
      return unsubscribe;
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(checkTimer);
      resyncListeners.clear();
      await local.close();
      await connecting;
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
