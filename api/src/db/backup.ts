import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDirectory } from './lock.js';

/**
 * Backup and restore of either database (DESIGN §8), for `npm run backup` / `npm run restore`
 * (scripts/backup.mjs runs this from the built API):
 * - PostgreSQL (DATABASE_URL): `pg_dump -Fc` and `pg_restore`, which any PostgreSQL operator knows;
 * - the embedded database (DATA_DIR): PGlite's own dump of its data directory (a .tar.gz), taken
 *   while no API process has it open (the data directory's lock says so).
 * A restore goes into an empty database only: it never mixes a backup with live data.
 */
export interface Target {
  /** PostgreSQL when set. */
  databaseUrl?: string;
  /** The embedded database's DATA_DIR (its files are in DATA_DIR/pglite). */
  dataDir: string;
}

/** A refusal or failure with a message meant for the person at the terminal, one line. */
export class BackupError extends Error {}

type Kind = 'postgres' | 'pglite';
const KIND_NAMES: Record<Kind, string> = { postgres: 'a PostgreSQL backup (pg_dump -Fc)', pglite: 'a backup of the embedded database' };

/** What a backup file holds, from its first bytes: pg_dump's custom format or PGlite's gzip tar. */
export function backupKind(file: string): Kind | null {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return null;
}

/** Writes a backup of the target's database to `file` (through a temporary file: never half a backup). */
export async function backup(target: Target, file: string): Promise<{ kind: Kind; bytes: number }> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    if (target.databaseUrl) {
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`], target.databaseUrl);
    } else {
      await withStoppedEmbedded(target.dataDir, 'back up', async (pgdata) => {
        if (!existsSync(path.join(pgdata, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${target.dataDir} to back up.`);
        const database = await PGlite.create(pgdata);
        try {
          const dump = await database.dumpDataDir('gzip');
          writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        } finally {
          await database.close();
        }
      });
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { kind: target.databaseUrl ? 'postgres' : 'pglite', bytes: readFileSync(file).length };
}

/** Restores `file` into the target's database, which must be empty (or, embedded, not exist yet). */
export async function restore(target: Target, file: string): Promise<{ kind: Kind }> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  const kind = backupKind(file);
  const wanted: Kind = target.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== wanted) {
    throw new BackupError(
      kind
        ? `${file} is ${KIND_NAMES[kind]}; ${wanted === 'postgres' ? 'unset DATABASE_URL to restore it into the embedded database' : 'set DATABASE_URL to restore it into PostgreSQL'}.`
        : `${file} is not a backup made by npm run backup.`,
    );
  }
  if (target.databaseUrl) {
    const tables = await postgresTables(target.databaseUrl);
    if (tables > 0) {
      throw new BackupError(
        `Refusing to restore: the database ${serverName(target.databaseUrl)} is not empty (${tables} tables). Restore into a new, empty database (createdb) and point DATABASE_URL at it.`,
      );
    }
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file], target.databaseUrl);
  } else {
    await withStoppedEmbedded(target.dataDir, 'restore', async (pgdata) => {
      if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
        throw new BackupError(
          `Refusing to restore: ${target.dataDir} already holds an embedded database. Restore into a DATA_DIR without one (move ${pgdata} aside first).`,
        );
      }
      rmSync(pgdata, { recursive: true, force: true });
      const database = await PGlite.create(pgdata, { loadDataDir: new Blob([readFileSync(file)]) });
      try {
        await database.query('SELECT 1');
      } finally {
        await database.close();
      }
    });
  }
  return { kind: wanted };
}

/** Holds the data directory's lock (the API takes the same one) while `fn` works on DATA_DIR/pglite. */
async function withStoppedEmbedded(dataDir: string, action: string, fn: (pgdata: string) => Promise<void>): Promise<void> {
  let unlock: () => void;
  try {
    if (!existsSync(dataDir)) {
      if (action === 'back up') throw new BackupError(`There is no embedded database in ${dataDir} to back up (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
      // A restore into a new DATA_DIR makes it.
      mkdirSync(dataDir, { recursive: true });
    }
    unlock = lockDataDirectory(dataDir);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const message = (error as Error).message;
    throw new BackupError(
      /in use by another API process/.test(message)
        ? `Stop the API first: the embedded database in ${dataDir} is open in an API process (${/pid \d+/.exec(message)?.[0] ?? 'running'}), and a copy taken while it writes could not be trusted.`
        : message,
    );
  }
  try {
    await fn(path.join(dataDir, 'pglite'));
  } finally {
    unlock();
  }
}

async function postgresTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const result = await client.query<{ tables: string }>(
      `SELECT count(*) AS tables FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
    );
    return Number(result.rows[0]!.tables);
  } catch (error) {
    throw new BackupError(`PostgreSQL at ${serverName(databaseUrl)} did not answer: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Runs pg_dump or pg_restore (PG_BIN names their folder when they are not on PATH) on the
 * database `databaseUrl` names; its own error output becomes the message. The password goes in
 * PGPASSWORD, not on the command line, where any local user could read it (ps).
 */
function run(command: string, args: string[], databaseUrl: string): Promise<void> {
  const executable = process.env.PG_BIN ? path.join(process.env.PG_BIN, command) : command;
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(executable, [...args, `--dbname=${url.toString()}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: password ? { ...process.env, PGPASSWORD: password } : process.env,
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new BackupError(error.code === 'ENOENT' ? `${command} was not found: install the PostgreSQL client tools (postgresql-client) or set PG_BIN.` : error.message)),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const detail = errors.trim().split('\n').filter(Boolean).slice(-3).join(' ');
      reject(new BackupError(`${command} failed (exit ${code}) on ${serverName(databaseUrl)}: ${detail}`));
    });
  });
}

/** host:port/database, without credentials, for messages. */
function serverName(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
