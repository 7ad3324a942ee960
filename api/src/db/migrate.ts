import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

const FILE_NAME = /^(\d{4})_[a-z0-9_-]+\.sql$/;
// Any constant shared by every API process: serialises concurrent start-ups on one PostgreSQL.
const MIGRATION_LOCK = 7_420_001;

/**
 * Applies the hand-written numbered SQL files in order, each in its own transaction, recording
 * each in schema_migrations. Returns the names applied now.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const bad = files.filter((name) => !FILE_NAME.test(name));
  if (bad.length) throw new Error(`Migration files must be named NNNN_name.sql: ${bad.join(', ')}`);
  const numbers = files.map((name) => name.slice(0, 4));
  const duplicate = numbers.find((n, i) => numbers.indexOf(n) !== i);
  if (duplicate) throw new Error(`Two migration files share the number ${duplicate}`);

  await database.rawTransaction(async (raw) => {
    await raw.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await raw.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });

  const applied: string[] = [];
  for (const name of files) {
    const sql = readFileSync(path.join(dir, name), 'utf8');
    const ran = await database.rawTransaction(async (raw) => {
      await raw.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await raw.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length) return false;
      try {
        await raw.exec(sql);
      } catch (error) {
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      await raw.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
