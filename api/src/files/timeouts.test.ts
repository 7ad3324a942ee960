import assert from 'node:assert/strict';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { multipartFile, PNG_BYTES, startTestApp, type TestApp } from '../../test/helpers.js';
import { rateLimitCounters } from '../core/rate-limit.js';

// Issue 36 point 4: clients that stop sending. Real sockets, since inject() has none to time out.
// Short timeouts so that the tests take a second; one upload place so that one staller fills it.
let t: TestApp;
let port: number;
before(async () => {
  t = await startTestApp({
    config: { headersTimeoutMs: 300, idleTimeoutMs: 400, keepAliveTimeoutMs: 300, uploadTimeoutMs: 600, maxConcurrentUploads: 1, maxQueuedUploads: 4 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
after(() => t.close());

interface RawConnection {
  socket: net.Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves with what was received once the server closes the connection; rejects after `ms`. */
  closedWithin(ms: number): Promise<string>;
}

async function connect(): Promise<RawConnection> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let data = '';
  socket.on('data', (chunk) => (data += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    socket,
    received: () => data,
    closedWithin: (ms) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`still open after ${ms} ms; received: ${data.slice(0, 200)}`)), ms);
        void closed.then(() => {
          clearTimeout(timer);
          resolve(data);
        });
      }),
  };
}

/** `promise`, or a failure after `ms` (the old code answered nothing at all). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms))),
  ]);
}

/** An upload request's head and body, to be written to a raw socket bit by bit. */
function rawUpload(token: string): { head: string; body: Buffer } {
  const { payload, headers } = multipartFile(PNG_BYTES);
  const head =
    `POST /cms/file HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Language: en\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${headers['content-type']}\r\n` +
    `Content-Length: ${payload.length}\r\n\r\n`;
  return { head, body: payload };
}

/** Waits until `memberId`'s upload is past the preHandlers (its count in the per-member limit). */
async function waitUntilInside(memberId: string): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const counted = await t.app.db.select().from(rateLimitCounters).where(and(eq(rateLimitCounters.scope, 'upload'), eq(rateLimitCounters.key, memberId)));
    if (counted.length) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the upload never reached the handler');
}

describe('timeouts on the API socket', () => {
  test('headers that stop arriving: the connection is closed within the headers timeout', async () => {
    const connection = await connect();
    connection.socket.write(`GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `);
    const started = Date.now();
    const received = await connection.closedWithin(3_000);
    assert.match(received, /^HTTP\/1\.1 408/, 'Node answers 408 Request Timeout');
    assert.ok(Date.now() - started < 3_000);
  });

  test('a body that stops arriving: the connection is closed after the idle timeout', async () => {
    const connection = await connect();
    connection.socket.write(`POST /ext/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":`);
    await connection.closedWithin(3_000);
  });

  test('an idle kept-alive connection is closed after the keep-alive timeout', async () => {
    const connection = await connect();
    connection.socket.write(`GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    const received = await connection.closedWithin(3_000);
    assert.match(received, /^HTTP\/1\.1 200/);
  });
});

describe('slow uploaders and the upload gate', () => {
  test('an upload stalled after its headers frees its place; another member is answered meanwhile', async () => {
    const staller = await t.signUpMember();
    const other = await t.signUpMember();
    const connection = await connect();
    const { head, body } = rawUpload(staller.token);
    connection.socket.write(head);
    connection.socket.write(body.subarray(0, 40));
    await waitUntilInside(staller.id);
    // The only place is held: the other member's upload waits in the queue until the staller's
    // connection is closed for silence, then gets the place.
    const answer = await within(t.request({ method: 'POST', url: '/cms/file', token: other.token, ...multipartFile(PNG_BYTES) }), 5_000, 'the other upload');
    assert.equal(answer.statusCode, 200, answer.body);
    await connection.closedWithin(3_000);
  });

  test('an upload that trickles (never silent) is answered 408 after the upload timeout and frees its place', async () => {
    const trickler = await t.signUpMember();
    const other = await t.signUpMember();
    const connection = await connect();
    const { head, body } = rawUpload(trickler.token);
    connection.socket.write(head);
    let sent = 40;
    connection.socket.write(body.subarray(0, sent));
    // One byte every 100 ms: never silent for the idle timeout (400 ms), far from done in 600 ms.
    const trickle = setInterval(() => {
      if (sent < body.length - 1 && !connection.socket.destroyed) connection.socket.write(body.subarray(sent, ++sent));
    }, 100);
    try {
      await waitUntilInside(trickler.id);
      const answer = await within(t.request({ method: 'POST', url: '/cms/file', token: other.token, language: 'zh', ...multipartFile(PNG_BYTES) }), 5_000, 'the other upload');
      assert.equal(answer.statusCode, 200, answer.body);
      const received = await connection.closedWithin(3_000);
      assert.match(received, /^HTTP\/1\.1 408/);
      assert.match(received, /The upload took too long/);
      assert.match(received, /connection: close/i);
    } finally {
      clearInterval(trickle);
    }
  });
});
