// An empty database of its own for a migration test (PGlite, or a fresh PostgreSQL database when
// DATABASE_URL is set), and a folder holding the migrations before a given one: the test fills the
// older schema with rows, then applies the rest.
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { openDatabase, type Database } from '../src/db/client.js';
import { MIGRATIONS_DIR } from '../src/db/migrate.js';
import { createTestDatabase, dropTestDatabase } from './helpers.js';

export interface MigrationFixture {
  /** Open from `before` until `after`. */
  readonly database: Database;
  /** A folder of its own: the migrations named before `firstNew` when it was given, else empty. */
  readonly dir: string;
}

export function useMigrationDatabase(firstNew?: string): MigrationFixture {
  const serverUrl = process.env.DATABASE_URL;
  const dir = mkdtempSync(path.join(tmpdir(), 'golf-migrations-'));
  let databaseUrl: string | undefined;
  let database: Database | undefined;
  before(async () => {
    databaseUrl = serverUrl ? await createTestDatabase(serverUrl) : undefined;
    database = await openDatabase({ databaseUrl });
    if (firstNew) {
      for (const name of readdirSync(MIGRATIONS_DIR).filter((n) => n.endsWith('.sql') && n < firstNew)) copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
    }
  });
  after(async () => {
    await database?.close();
    if (serverUrl && databaseUrl) await dropTestDatabase(serverUrl, databaseUrl);
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get database() {
      if (!database) throw new Error('the migration database opens in before()');
      return database;
    },
    dir,
  };
}
