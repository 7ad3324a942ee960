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
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function postgresPubSub(connectionString: string, pool: pg.Pool, log: (message: string, error?: unknown) => void): PubSub {
  const local = inProcessPubSub();
  const channels = new Set<string>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.payload !== undefined) void local.publish(message.channel, message.payload);
    });
    next.on('error', (error) => {
      log('live notification connection lost; reconnecting', error);
      client = undefined;
      connecting = undefined;
      next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void ensureClient().catch((e) => log('reconnect failed', e)), 1000);
    });
    await next.connect();
    for (const channel of channels) await next.query(`LISTEN ${channel}`);
    client = next;
    return next;
  }

  function ensureClient(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect();
    return connecting;
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
        const listening = await ensureClient();
        if (client === listening) await listening.query(`LISTEN ${channel}`);
      }
      return unsubscribe;
    },
    async close() {
      closed = true;
      await local.close();
      const current = client ?? (connecting ? await connecting.catch(() => undefined) : undefined);
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
