import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { openDatabase, type DatabaseTimeouts } from '../db/client.js';
import { startTestApp, testConfig, type TestApp } from '../../test/helpers.js';
import { startTcpProxy } from '../../test/tcp-proxy.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const UNAVAILABLE = { en: 'The service is briefly unavailable. Please try again in a moment.', zh: '服務暫時未能使用，請稍後再試。' };

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

/** An app of its own on t's database (or another URL), with extra routes a test needs. */
async function appWith(
  routes: (app: FastifyInstance) => void,
  { databaseUrl = t.config.databaseUrl, timeouts }: { databaseUrl?: string; timeouts?: Partial<DatabaseTimeouts> } = {},
) {
  const database = databaseUrl ? await openDatabase({ databaseUrl, timeouts }) : t.database;
  const app = await buildApp({ config: testConfig({ databaseUrl }), database });
  routes(app);
  await app.ready();
  return {
    app,
    get: (url: string, language: 'en' | 'zh' = 'en') => app.inject({ method: 'GET', url, headers: { 'accept-language': language } }),
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

describe('GET /health and GET /ready', () => {
  test('both answer 200 {status:"ok"} without a token', async () => {
    for (const url of ['/health', '/ready']) {
      const response = await t.request({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.deepEqual(response.json(), { status: 'ok' });
    }
  });

  test('both are in the OpenAPI document, /ready with its 503', async () => {
    const paths = (await t.request({ method: 'GET', url: '/docs/json' })).json().paths;
    assert.deepEqual(Object.keys(paths['/health'].get.responses), ['200']);
    assert.deepEqual(Object.keys(paths['/ready'].get.responses).sort(), ['200', '503']);
    assert.equal(paths['/ready'].get.security, undefined, 'no sign-in');
  });

  test('/ready answers 503 within about a second when the database does not answer; /health stays 200', { skip: !onPostgres && 'PostgreSQL only (a proxy in front of its connection)' }, async () => {
    const proxy = await startTcpProxy(t.config.databaseUrl!);
    const probe = await appWith(() => {}, { databaseUrl: proxy.url });
    try {
      assert.equal((await probe.get('/ready')).statusCode, 200);
      proxy.freeze();
      const started = Date.now();
      const ready = await probe.get('/ready', 'zh');
      const took = Date.now() - started;
      assert.equal(ready.statusCode, 503);
      assert.deepEqual(ready.json(), { status: 'nok', error: UNAVAILABLE.zh });
      assert.ok(took >= 900 && took < 2_500, `answered after ${took} ms`);
      assert.equal((await probe.get('/health')).statusCode, 200);
      await proxy.restore();
      assert.equal((await probe.get('/ready')).statusCode, 200, 'ready again once the database answers');
    } finally {
      await probe.close();
      await proxy.close();
    }
  });

  test('/ready answers 503 when the embedded database is gone', { skip: onPostgres && 'embedded database only (PostgreSQL is covered through a proxy)' }, async () => {
    const other = await startTestApp();
    await other.database.close();
    try {
      const ready = await other.request({ method: 'GET', url: '/ready' });
      assert.equal(ready.statusCode, 503);
      assert.deepEqual(ready.json(), { status: 'nok', error: UNAVAILABLE.en });
      assert.equal((await other.request({ method: 'GET', url: '/health' })).statusCode, 200);
    } finally {
      await other.app.close();
    }
  });
});

describe('a database that is out of reach or too slow answers 503, translated', () => {
  test('the driver errors that mean "unavailable" are 503; anything else stays 500', async () => {
    const driverError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
    // Drizzle wraps the driver's error in its own, with the driver's as the cause.
    const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });
    const cases: Array<[Error, number]> = [
      [wrapped(driverError('canceling statement due to statement timeout', '57014')), 503],
      [wrapped(driverError('terminating connection due to administrator command', '57P01')), 503],
      [wrapped(driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')), 503],
      [driverError('timeout exceeded when trying to connect'), 503],
      [wrapped(driverError('Query read timeout')), 503],
      [wrapped(driverError('Connection terminated unexpectedly')), 503],
      [wrapped(driverError('duplicate key value violates unique constraint "x"', '23505')), 500],
      [new Error('a bug'), 500],
    ];
    let current: Error = new Error('unset');
    const probe = await appWith((app) => app.get('/throws', async () => Promise.reject(current)));
    try {
      for (const [error, status] of cases) {
        current = error;
        const response = await probe.get('/throws');
        assert.equal(response.statusCode, status, String((error.cause as Error | undefined)?.message ?? error.message));
        if (status === 503) assert.deepEqual(response.json(), { status: 'nok', error: UNAVAILABLE.en });
      }
      current = cases[0]![0];
      assert.equal((await probe.get('/throws', 'zh')).json().error, UNAVAILABLE.zh);
    } finally {
      await probe.close();
    }
  });

  test('a statement over the statement timeout is cancelled by PostgreSQL and answers 503', { skip: !onPostgres && 'PostgreSQL only (the embedded database has no statement timeout)' }, async () => {
    const probe = await appWith(
      (app) =>
        app.get('/slow', async () => {
          await app.db.execute(sql`SELECT pg_sleep(3)`);
          return { status: 'ok' };
        }),
      { timeouts: { statementMs: 300 } },
    );
    try {
      const started = Date.now();
      const slow = await probe.get('/slow', 'zh');
      assert.equal(slow.statusCode, 503);
      assert.deepEqual(slow.json(), { status: 'nok', error: UNAVAILABLE.zh });
      assert.ok(Date.now() - started < 2_000, 'cancelled, not waited out');
    } finally {
      await probe.close();
    }
  });
});
