import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDirectory } from './lock.js';
import { inProcessPubSub, postgresPubSub, type PubSub } from './pubsub.js';

/** The drizzle query builder, the same type whichever database is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

/** Raw SQL access for the migration runner (multi-statement files). */
export interface RawSql {
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  pubsub: PubSub;
  /** Runs fn in one transaction on one connection. */
  rawTransaction<T>(fn: (raw: RawSql) => Promise<T>): Promise<T>;
  /** The connections and who waits for them, for the metrics. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open. */
  total: number;
  /** Of those, not in use. */
  idle: number;
  /** Queries (or transactions) waiting for a connection. */
  waiting: number;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; wins over dataDir. */
  databaseUrl?: string;
  /** Folder for the embedded database; undefined means in memory (tests). */
  dataDir?: string;
  /** In memory only: starts from this dump of an embedded database (dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
  log?: (message: string, error?: unknown) => void;
  /** PostgreSQL only; tests shorten them. */
  timeouts?: Partial<DatabaseTimeouts>;
}

export interface DatabaseTimeouts {
  /** Opening a connection (or waiting for a free one) gives up after this long; also the start-up check. */
  connectMs: number;
  /** PostgreSQL cancels a statement running longer (error 57014, answered 503). */
  statementMs: number;
  /** How often the live-notification connection is checked for a silently dead socket. */
  listenCheckMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 10_000, listenCheckMs: 15_000 };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.log, { ...DEFAULT_TIMEOUTS, ...options.timeouts })
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  let unlock = () => {};
  let client: PGlite;
  if (dataDir) {
    // PGlite creates only the last folder of its path.
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDirectory(dataDir);
    try {
      client = await PGlite.create(path.join(dataDir, 'pglite'));
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    // Loading a dump skips initdb, most of an empty database's start-up (API tests: api/scripts/run-tests.mjs).
    client = await PGlite.create(loadDataDir ? { loadDataDir } : undefined);
  }
  const pubsub = inProcessPubSub();
  const busy = countBusy(client);
  return {
    kind: 'pglite',
    // One connection, used by one query or transaction at a time; the others queue inside PGlite.
    poolStats: () => ({ total: 1, idle: busy.count() === 0 ? 1 : 0, waiting: Math.max(busy.count() - 1, 0) }),
    db: drizzlePglite({ client }) as unknown as Db,
    pubsub,
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (sql) => void (await tx.exec(sql)),
          query: async <Row>(sql: string, params?: unknown[]) => (await tx.query<Row>(sql, params)).rows,
        }),
      ),
    async close() {
      await pubsub.close();
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(connectionString: string, log: DatabaseOptions['log'] = () => {}, timeouts: DatabaseTimeouts): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    // The server cancels a slow statement first; this only ends the wait on a server that went silent.
    query_timeout: timeouts.statementMs + timeouts.connectMs,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => log('idle PostgreSQL connection failed', error));
  // Nor one in use: a connection that breaks while checked out (a transaction, the mail worker's
  // claim) fails its query and also emits 'error' on its client, which without a listener is an
  // uncaught exception. The query's own error reaches its caller; the pool drops the client when
  // it is released, as it is no longer queryable.
  pool.on('connect', (client) => client.on('error', (error) => log('PostgreSQL connection failed while in use', error)));
  try {
    await pool.query('SELECT 1'); // fail at start-up, within the connect timeout, when unreachable
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`PostgreSQL at ${serverName(connectionString)} did not answer: ${(error as Error).message}`, { cause: error });
  }
  const pubsub = postgresPubSub(connectionString, pool, log, { connectTimeoutMs: timeouts.connectMs, checkEveryMs: timeouts.listenCheckMs });
  return {
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    db: drizzleNodePg({ client: pool }) as unknown as Db,
    pubsub,
    async rawTransaction(fn) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await fn({
          exec: async (sql) => void (await connection.query(sql)),
          query: async <Row>(sql: string, params?: unknown[]) => (await connection.query(sql, params)).rows as Row[],
        });
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    async close() {
      await pubsub.close();
      await pool.end();
    },
  };
}

/**
 * Counts the queries and transactions started on PGlite and not finished: the one running and
 * those queued behind it. Its own methods are wrapped on the instance; a transaction's queries
 * run on the transaction's object and count as the one transaction.
 */
function countBusy(client: PGlite): { count(): number } {
  let busy = 0;
  // Not `sql`: it calls `query`.
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      busy += 1;
      return original(...args).finally(() => (busy -= 1));
    };
  }
  return { count: () => busy };
}

/** host:port/database of a connection string, without the credentials, for messages. */
function serverName(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.host}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
