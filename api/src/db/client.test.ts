import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestDatabase, dropTestDatabase } from '../../test/helpers.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { openDatabase, type Database } from './client.js';

// A connection lost while in use; only PostgreSQL has a connection to lose.
const serverUrl = process.env.DATABASE_URL;
const skip = !serverUrl && 'PostgreSQL only: the embedded database has no connection to lose';

let databaseUrl: string;
before(async () => {
  if (serverUrl) databaseUrl = await createTestDatabase(serverUrl);
});
after(async () => {
  if (serverUrl) await dropTestDatabase(serverUrl, databaseUrl);
});

/** A database opened through a proxy the test can cut, and what it logged. */
async function throughProxy(): Promise<{ database: Database; proxy: TcpProxy; logged: string[] }> {
  const proxy = await startTcpProxy(databaseUrl);
  const logged: string[] = [];
  const database = await openDatabase({ databaseUrl: proxy.url, log: (message) => logged.push(message) });
  return { database, proxy, logged };
}

test('a connection cut during a transaction fails that transaction, crashes nothing, and the next one works', { skip }, async () => {
  const { database, proxy, logged } = await throughProxy();
  try {
    const failureOf = (work: Promise<unknown>) => work.then(() => new Error('it succeeded'), (error: unknown) => error as Error);
    const raw = failureOf(database.rawTransaction((tx) => tx.query('SELECT pg_sleep(5)')));
    const drizzle = failureOf(database.db.transaction((tx) => tx.execute(sql`SELECT pg_sleep(5)`)));
    // Cut once both are running on the server (seen from a connection of its own).
    const observer = await openDatabase({ databaseUrl, log: () => {} });
    try {
      for (let running = 0, deadline = Date.now() + 10_000; running < 2; ) {
        assert.ok(Date.now() < deadline, 'both transactions reached the server');
        const [row] = await observer.rawTransaction((tx) => tx.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(5)%' AND state = 'active'"));
        running = row!.n;
        if (running < 2) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await observer.close();
    }
    await proxy.cut();
    // Each fails with the connection's error (node:test reports an uncaught 'error' event as a
    // failure of this test: the process would have crashed).
    assert.match((await raw).message, /Connection terminated unexpectedly/);
    // drizzle reports the ROLLBACK it tried on the broken connection.
    const drizzleError = await drizzle;
    assert.match(`${drizzleError.message} ${(drizzleError.cause as Error | undefined)?.message}`, /Connection terminated unexpectedly|connection error and is not queryable/);
    assert.ok(logged.filter((message) => message === 'PostgreSQL connection failed while in use').length >= 2, logged.join(' | '));
    await proxy.restore();
    assert.deepEqual(await database.rawTransaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one')), [{ one: 1 }]);
  } finally {
    await database.close();
    await proxy.close();
  }
});
