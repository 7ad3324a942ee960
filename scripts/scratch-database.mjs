// A PostgreSQL database of its own for one run of the production topology (e2e journeys, the
// benchmark): created on the server DATABASE_URL names (default postgres://postgres@127.0.0.1:5432),
// dropped afterwards. Statements go through psql, the client the backups need anyway.
import { spawnSync } from 'node:child_process';

const SERVER = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server's address with another database name. */
function withDatabase(url, name) {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.href;
}

/** Runs SQL on a database; returns psql's unaligned output (one row a line, columns by '|'). */
export function psql(url, statement) {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atq', '-c', statement], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`psql could not run (the PostgreSQL client is needed): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/**
 * Creates an empty database named `<prefix>_<pid>_<time>`.
 * @returns {{ name: string, url: string, sql: (statement: string) => string, drop: () => void }}
 */
export function createScratchDatabase(prefix) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const maintenance = withDatabase(SERVER, 'postgres');
  psql(maintenance, `CREATE DATABASE ${name}`);
  const url = withDatabase(SERVER, name);
  return {
    name,
    url,
    sql: (statement) => psql(url, statement),
    drop: () => void psql(maintenance, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
