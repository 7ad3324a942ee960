import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../src/users/table.js';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './helpers.js';

// Issue 37 point 3: answers go through their route's response schema (app.ts serializerCompiler).
const logLines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let t: TestApp;
before(async () => {
  t = await startTestApp({
    logger: { level: 'error', stream: logStream },
    extraRoutes(app) {
      const routes = app.withTypeProvider<ZodTypeProvider>();
      const adminRow = async () => (await app.db.select().from(users).where(eq(users.email, ADMIN_EMAIL)).limit(1))[0]!;
      routes.get('/test/raw-row', { schema: { response: { 200: z.object({ status: z.literal('ok'), user: z.object({ id: z.string(), email: z.string() }) }) } } }, async () => ({
        status: 'ok' as const,
        user: await adminRow(),
      }));
      // A handler bug: the answer lacks a field its schema requires.
      routes.get('/test/misfit', { schema: { response: { 200: z.object({ status: z.literal('ok'), count: z.number() }) } } }, async () => ({ status: 'ok', count: 'many' }) as never);
    },
  });
});
after(() => t.close());

describe('response schemas', () => {
  test('a handler returning a whole database row answers only the fields its schema names', async () => {
    const response = await t.request({ method: 'GET', url: '/test/raw-row' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body.user).sort(), ['email', 'id']);
    assert.equal(body.user.email, ADMIN_EMAIL);
    assert.doesNotMatch(response.body, /passwordHash|password_hash|\$argon2|\$scrypt/);
  });

  test('an answer its schema refuses is a 500 in the envelope, logged with the route and what did not fit', async () => {
    const response = await t.request({ method: 'GET', url: '/test/misfit' });
    assert.equal(response.statusCode, 500);
    assert.equal(response.json().status, 'nok');
    assert.doesNotMatch(response.body, /many/);
    const logged = logLines.find((line) => line.msg === 'response does not fit its schema');
    assert.ok(logged, 'the failure is logged');
    assert.equal(logged.route, 'GET /test/misfit');
    assert.match(JSON.stringify(logged.issues), /count/);
  });
});
