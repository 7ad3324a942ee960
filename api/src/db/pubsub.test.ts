import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { createTestDatabase, dropTestDatabase } from '../../test/helpers.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { postgresPubSub, type PubSub } from './pubsub.js';

// The listening connection's recovery; only PostgreSQL has a connection to lose.
const serverUrl = process.env.DATABASE_URL;
const skip = !serverUrl && 'PostgreSQL only: the embedded database notifies in-process, there is no connection to lose';

let databaseUrl: string;
let pool: pg.Pool;
let proxy: TcpProxy;
let pubsub: PubSub | undefined;
const logged: string[] = [];

before(async () => {
  if (!serverUrl) return;
  databaseUrl = await createTestDatabase(serverUrl);
  pool = new pg.Pool({ connectionString: databaseUrl }); // publishes directly, never through the proxy
});
after(async () => {
  if (!serverUrl) return;
  await pool.end();
  await dropTestDatabase(serverUrl, databaseUrl);
});

async function open(): Promise<PubSub> {
  proxy = await startTcpProxy(databaseUrl);
  logged.length = 0;
  pubsub = postgresPubSub(proxy.url, pool, (message) => logged.push(message), { connectTimeoutMs: 500, checkEveryMs: 200 });
  return pubsub;
}

async function closeAll(): Promise<void> {
  await pubsub?.close();
  await proxy?.close();
}

/** Resolves with the payloads heard on a channel once `count` have arrived. */
async function waitFor<T>(what: string, check: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; log: ${logged.join(' | ')}`);
    await sleep(50);
  }
}

test('after an outage the listening connection comes back, listens on every channel again and asks for a resync', { skip }, async () => {
  const bus = await open();
  try {
    const heard: string[] = [];
    let resyncs = 0;
    bus.onResync(() => (resyncs += 1));
    await bus.subscribe('channel_a', (payload) => heard.push(`a:${payload}`));
    await bus.subscribe('channel_b', (payload) => heard.push(`b:${payload}`));
    await bus.publish('channel_a', 'before');
    await waitFor('the first notification', () => (heard.includes('a:before') ? true : undefined));

    await proxy.cut();
    // Several refused attempts, so the backoff grows.
    await waitFor('two refused attempts', () => (logged.filter((line) => line.includes('retrying')).length >= 2 ? true : undefined));
    assert.ok(logged.some((line) => line.includes('lost')), logged.join(' | '));
    assert.equal(resyncs, 0, 'no resync while the database is out of reach');
    await proxy.restore();

    await waitFor('the resync', () => (resyncs === 1 ? true : undefined));
    await bus.publish('channel_a', 'after');
    await bus.publish('channel_b', 'after');
    await waitFor('both channels', () => (heard.includes('a:after') && heard.includes('b:after') ? true : undefined));
    assert.equal(resyncs, 1);
  } finally {
    await closeAll();
  }
});

test('a connection that dies silently is noticed by the periodic check and replaced', { skip }, async () => {
  const bus = await open();
  try {
    const heard: string[] = [];
    let resyncs = 0;
    bus.onResync(() => (resyncs += 1));
    await bus.subscribe('channel_a', (payload) => heard.push(payload));
    proxy.freeze(); // no error, no end: only the check can tell
    await waitFor('the check to notice', () => (logged.some((line) => line.includes('lost')) ? true : undefined), 5_000);
    await proxy.restore();
    await waitFor('the resync', () => (resyncs === 1 ? true : undefined));
    await bus.publish('channel_a', 'through the new connection');
    await waitFor('the notification', () => (heard.includes('through the new connection') ? true : undefined));
  } finally {
    await closeAll();
  }
});

test('subscribing while the database is out of reach neither fails nor hangs; the channel works once it is back', { skip }, async () => {
  const bus = await open();
  try {
    await proxy.cut();
    let resyncs = 0;
    bus.onResync(() => (resyncs += 1));
    const heard: string[] = [];
    const started = Date.now();
    await bus.subscribe('channel_c', (payload) => heard.push(payload));
    assert.ok(Date.now() - started < 2_000, 'subscribe returned without waiting for the database');
    await waitFor('a refused attempt', () => (logged.some((line) => line.includes('retrying')) ? true : undefined));
    await proxy.restore();
    await waitFor('the resync', () => (resyncs === 1 ? true : undefined));
    await bus.publish('channel_c', 'hello');
    await waitFor('the notification', () => (heard.includes('hello') ? true : undefined));
  } finally {
    await closeAll();
  }
});
