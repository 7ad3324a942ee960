// GET /metrics on its own listener (METRICS_ADDRESS): real figures move as the API is used, the
// public port does not serve them, and hostile requests to the listener get a 4xx, never a crash.
import assert from 'node:assert/strict';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { enqueueMail } from '../src/mail/outbox.js';
import { mailOutbox } from '../src/mail/table.js';
import { PNG_BYTES, startTestApp, type TestApp } from './helpers.js';

const EPHEMERAL = { host: '127.0.0.1', port: 0 };

/** The listener's address, from the app (port 0 became a real one). */
function metricsUrl(t: TestApp): string {
  const address = t.app.metrics.address();
  assert.ok(address, 'the metrics listener is open');
  return `http://${address.host}:${address.port}/metrics`;
}

async function scrape(t: TestApp): Promise<string> {
  const response = await fetch(metricsUrl(t));
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one series (`name{labels}` exactly as Prometheus text writes it), or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Scrapes until `series` has `expected` (figures that follow something asynchronous). */
async function eventually(t: TestApp, series: string, expected: (value: number | undefined) => boolean, timeoutMs = 10_000): Promise<number | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = valueOf(await scrape(t), series);
    if (expected(value)) return value;
    if (Date.now() > deadline) assert.fail(`${series} is ${value}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A raw exchange on a socket: what a hostile client can send that fetch never would. */
function rawExchange(port: number, bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve(answer) : reject(error)));
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no answer to ${String(bytes).slice(0, 60)}`));
    });
    socket.end(bytes);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

describe('the metrics listener', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ config: { metricsAddress: EPHEMERAL, maxConcurrentUploads: 1, maxQueuedUploads: 1, uploadsPerMinute: 10_000 } });
  });
  after(() => t.close());

  test('answers Prometheus text with Node default metrics and the database pool', async () => {
    const text = await scrape(t);
    assert.match(text, /^# HELP process_cpu_user_seconds_total /m);
    assert.match(text, /^nodejs_eventloop_lag_seconds /m);
    assert.match(text, /^nodejs_heap_size_used_bytes /m);
    const kind = t.database.kind;
    const total = valueOf(text, `golf_db_pool_connections{database="${kind}"}`);
    assert.ok(total !== undefined && total >= 1, `pool total ${total}`);
    assert.ok(valueOf(text, `golf_db_pool_idle_connections{database="${kind}"}`)! <= total!);
    assert.equal(valueOf(text, `golf_db_pool_waiting_queries{database="${kind}"}`), 0);
  });

  test('a request counts under its route pattern and status, never under its raw URL', async () => {
    const series = 'http_requests_total{method="GET",route="/ext/liveupdate/get/:id",status="404"}';
    const before = valueOf(await scrape(t), series) ?? 0;
    for (let i = 0; i < 3; i += 1) {
      const response = await t.request({ method: 'GET', url: `/ext/liveupdate/get/secret-id-${i}` });
      assert.equal(response.statusCode, 404);
    }
    const unmatched = await t.request({ method: 'GET', url: '/no/such/route-xyz' });
    assert.equal(unmatched.statusCode, 404);
    const text = await scrape(t);
    assert.equal(valueOf(text, series), before + 3);
    assert.ok(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/ext/liveupdate/get/:id",status="404"}')! >= 3);
    assert.ok(valueOf(text, 'http_requests_total{method="GET",route="(unmatched)",status="404"}')! >= 1);
    assert.doesNotMatch(text, /secret-id|route-xyz/, 'raw URLs never become labels');
  });

  test('an open live-update stream shows as 1, and as 0 once it closes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    assert.equal(valueOf(await scrape(t), 'golf_live_update_streams'), 0);
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/ext/liveupdate/stream' }, resolve).on('error', reject);
    });
    assert.equal(response.statusCode, 200);
    await eventually(t, 'golf_live_update_streams', (value) => value === 1);
    response.destroy();
    await eventually(t, 'golf_live_update_streams', (value) => value === 0);
  });

  test('the outbox backlog and its failures', async () => {
    const text = await scrape(t);
    const backlog = valueOf(text, 'golf_outbox_backlog_mails') ?? 0;
    const failed = valueOf(text, 'golf_outbox_failed_mails') ?? 0;
    const mail = { kind: 'test', language: 'en' as const, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
    await enqueueMail(t.database.db, { ...mail, to: 'one@test.local' });
    await enqueueMail(t.database.db, { ...mail, to: 'two@test.local' });
    const after = await scrape(t);
    assert.equal(valueOf(after, 'golf_outbox_backlog_mails'), backlog + 2);
    assert.ok(valueOf(after, 'golf_outbox_oldest_due_seconds')! >= 0);
    await t.database.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.toAddress, 'two@test.local'));
    const later = await scrape(t);
    assert.equal(valueOf(later, 'golf_outbox_backlog_mails'), backlog + 1);
    assert.equal(valueOf(later, 'golf_outbox_failed_mails'), failed + 1);
  });

  test('the upload gate: one upload in progress, one queued, the next refused', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const member = await t.signUpMember();
    const boundary = 'gateboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    // Uploads that send their headers and wait: they hold the gate's one place and its one queue slot.
    const stalled = [0, 1].map(() => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('error', () => undefined);
      const length = Buffer.byteLength(head) + PNG_BYTES.length + Buffer.byteLength(tail);
      socket.write(
        `POST /cms/file HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${member.token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n${head}`,
      );
      return { socket, answer: () => answer, finish: () => socket.write(Buffer.concat([PNG_BYTES, Buffer.from(tail)])) };
    });
    try {
      await eventually(t, 'golf_upload_gate_in_progress', (value) => value === 1);
      await eventually(t, 'golf_upload_gate_queued', (value) => value === 1);
      const refusedBefore = valueOf(await scrape(t), 'golf_upload_gate_refused_total') ?? 0;
      const refused = await fetch(`http://127.0.0.1:${port}/cms/file`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: Buffer.concat([Buffer.from(head), PNG_BYTES, Buffer.from(tail)]),
      });
      assert.equal(refused.status, 503);
      assert.equal(valueOf(await scrape(t), 'golf_upload_gate_refused_total'), refusedBefore + 1);
      // Both finish: the gate empties.
      for (const upload of stalled) upload.finish();
      await eventually(t, 'golf_upload_gate_in_progress', (value) => value === 0);
      assert.equal(valueOf(await scrape(t), 'golf_upload_gate_queued'), 0);
    } finally {
      for (const upload of stalled) upload.socket.destroy();
    }
  });

  test('the public port does not serve the metrics', async () => {
    for (const url of ['/metrics', '/metrics/', '/METRICS']) {
      const response = await t.request({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.json().status, 'nok');
      assert.doesNotMatch(response.body, /http_requests_total/);
    }
  });

  test('hostile requests to the listener get a 4xx and it keeps answering', async () => {
    const port = t.app.metrics.address()!.port;
    const cases: Array<[string, string | Buffer, (status: number) => boolean]> = [
      ['bad percent-encoding', 'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n', (s) => s === 404],
      ['a lone percent', 'GET /% HTTP/1.1\r\nHost: x\r\n\r\n', (s) => s === 404],
      ['metrics with bad encoding after it', 'GET /metrics%ZZ HTTP/1.1\r\nHost: x\r\n\r\n', (s) => s === 404],
      ['absolute-form garbage', 'GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n', (s) => s >= 400 && s < 500],
      ['asterisk-form', 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n', (s) => s === 404],
      ['POST', 'POST /metrics HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello', (s) => s === 405],
      ['DELETE', 'DELETE /metrics HTTP/1.1\r\nHost: x\r\n\r\n', (s) => s === 405],
      ['an unknown method', 'BREW /metrics HTTP/1.1\r\nHost: x\r\n\r\n', (s) => s === 400],
      ['a header with a bad character', 'GET /metrics HTTP/1.1\r\nHost: x\r\nX-Bad\u0001: y\r\n\r\n', (s) => s === 400],
      ['a header without a colon', 'GET /metrics HTTP/1.1\r\nHost: x\r\nnonsense\r\n\r\n', (s) => s === 400],
      ['no Host header', 'GET /metrics HTTP/1.1\r\n\r\n', (s) => s === 400],
      ['a 100 kB header', `GET /metrics HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`, (s) => s === 431],
      ['a 1 MB path', `GET /${'a'.repeat(1_000_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, (s) => s === 431 || s === 414 || s === 400],
      ['two content lengths', 'GET /metrics HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n', (s) => s === 400],
      ['chunked and a length', 'POST /metrics HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n', (s) => s === 400],
      ['binary garbage', Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03]), (s) => s === 400],
      ['a bad version', 'GET /metrics HTTP/9.9\r\nHost: x\r\n\r\n', (s) => s === 400 || s === 505],
    ];
    for (const [label, bytes, expected] of cases) {
      const answer = await rawExchange(port, bytes);
      const status = statusOf(answer);
      assert.ok(expected(status), `${label}: ${answer.slice(0, 80) || '(closed without an answer)'}`);
    }
    // HEAD answers without a body; a query string is ignored.
    const head = await fetch(`${metricsUrl(t)}?format=x`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
    // Still there after all of it.
    assert.match(await scrape(t), /http_requests_total/);
  });
});

describe('METRICS_ADDRESS', () => {
  test('off: no listener; the figures are still kept for the process', async () => {
    const t = await startTestApp();
    try {
      assert.equal(t.app.metrics.address(), null);
      await t.request({ method: 'GET', url: '/health' });
      assert.match(await t.app.metrics.registry.metrics(), /http_requests_total\{method="GET",route="\/health",status="200"\} 1/);
    } finally {
      await t.close();
    }
  });

  test('two processes given the same address: the second refuses to start, saying why', async () => {
    const first = await startTestApp({ config: { metricsAddress: EPHEMERAL } });
    try {
      const taken = first.app.metrics.address()!;
      const second = await buildApp({ config: { ...first.config, metricsAddress: { host: '127.0.0.1', port: taken.port } }, database: first.database });
      try {
        await assert.rejects(
          async () => {
            await second.ready();
          },
          new RegExp(`the metrics address 127\\.0\\.0\\.1:${taken.port} is in use: give each API process its own METRICS_ADDRESS`),
        );
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
