import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { multipartFile, PNG_BYTES, startTestApp, type TestApp } from '../../test/helpers.js';
import { rateLimitCounters } from '../core/rate-limit.js';
import { uploadGate } from './upload-gate.js';

let t: TestApp;
// One upload at a time and no queue, with no per-member limit in the way.
let q: TestApp;
before(async () => {
  t = await startTestApp({ config: { uploadsPerMinute: 3 } });
  q = await startTestApp({ config: { maxConcurrentUploads: 1, maxQueuedUploads: 0 } });
});
after(async () => {
  await t.close();
  await q.close();
});

const upload = (app: TestApp, token: string) => app.request({ method: 'POST', url: '/cms/file', token, ...multipartFile(PNG_BYTES) });

describe('upload limits', () => {
  test('UPLOADS_PER_MINUTE per member, then 429 with Retry-After; other members are not limited', async () => {
    const member = await t.signUpMember();
    for (let i = 0; i < 3; i++) assert.equal((await upload(t, member.token)).statusCode, 200);
    const limited = await upload(t, member.token);
    assert.equal(limited.statusCode, 429);
    const retryAfter = Number(limited.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    assert.match(limited.json().error, /Too many requests/);
    const other = await t.signUpMember();
    assert.equal((await upload(t, other.token)).statusCode, 200);
  });

  test('with every place taken and the queue full, an upload is refused at once with 503 and Retry-After', async () => {
    const slow = await q.signUpMember();
    const other = await q.signUpMember();
    // An upload whose body is still arriving holds the only place.
    const body = multipartFile(PNG_BYTES);
    const stream = new PassThrough();
    stream.write(body.payload.subarray(0, 40));
    const pending = q.request({ method: 'POST', url: '/cms/file', token: slow.token, headers: body.headers, payload: stream });
    // Its count in the per-member limit shows it is past the preHandlers, so in the handler, inside.
    for (let attempt = 0; attempt < 500; attempt++) {
      const counted = await q.app.db.select().from(rateLimitCounters).where(and(eq(rateLimitCounters.scope, 'upload'), eq(rateLimitCounters.key, slow.id)));
      if (counted.length) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const refused = await q.request({ method: 'POST', url: '/cms/file', token: other.token, language: 'zh', ...multipartFile(PNG_BYTES) });
    assert.equal(refused.statusCode, 503, refused.body);
    assert.equal(refused.headers['retry-after'], '5');
    assert.match(refused.json().error, /目前有大量圖片正在上載/);
    stream.end(body.payload.subarray(40));
    assert.equal((await pending).statusCode, 200);
    const later = await q.signUpMember();
    assert.equal((await upload(q, later.token)).statusCode, 200, 'the place is free again');
  });
});

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('uploadGate', () => {
  test('at most maxInProgress places and maxQueued waiting; the rest refused; a place passes on once', async () => {
    const gate = uploadGate({ maxInProgress: 2, maxQueued: 1, writeConcurrency: 1 });
    const first = await gate.enter()!;
    const second = await gate.enter()!;
    let thirdIn = false;
    const third = gate.enter()!.then((leave) => ((thirdIn = true), leave));
    assert.equal(gate.enter(), null, 'the queue is full');
    await tick();
    assert.equal(thirdIn, false, 'waits while both places are taken');
    first();
    first(); // leaving twice frees one place only
    const leaveThird = await third;
    let fifthIn = false;
    const fifth = gate.enter()!.then((leave) => ((fifthIn = true), leave));
    assert.equal(gate.enter(), null);
    await tick();
    await tick();
    assert.equal(fifthIn, false, 'second and third hold both places');
    second();
    (await fifth)();
    leaveThird();
  });

  test('with no queue, an upload is refused only while every place is taken', async () => {
    const gate = uploadGate({ maxInProgress: 1, maxQueued: 0, writeConcurrency: 1 });
    const leave = await gate.enter()!;
    assert.equal(gate.enter(), null);
    leave();
    assert.notEqual(gate.enter(), null);
  });

  test('writes run writeConcurrency at a time, all of them', async () => {
    const gate = uploadGate({ maxInProgress: 10, maxQueued: 10, writeConcurrency: 2 });
    let running = 0;
    let most = 0;
    const store = async (value: number) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      await tick();
      running -= 1;
      return value;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((value) => gate.write(() => store(value))));
    assert.deepEqual(results, [1, 2, 3, 4, 5, 6]);
    assert.equal(most, 2);
  });

  test('a failed write frees its slot', async () => {
    const gate = uploadGate({ maxInProgress: 1, maxQueued: 1, writeConcurrency: 1 });
    await assert.rejects(gate.write(() => Promise.reject(new Error('disk full'))), /disk full/);
    assert.equal(await gate.write(async () => 'next'), 'next');
  });
});
