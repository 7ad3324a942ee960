import { count } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { usersSeeder } from '../users/seed.js';
import { users } from '../users/table.js';

export interface SeedContext {
  db: Db;
  config: Config;
  log: (message: string) => void;
}

/**
 * One resource's start-up content. `always` runs on every empty database (the admin account);
 * `demo` only when SEED_DEMO is on. Seeders run in list order, so a later one can use what an
 * earlier one created (forum threads need demo members).
 */
export interface Seeder {
  name: string;
  always?: (context: SeedContext) => Promise<void>;
  demo?: (context: SeedContext) => Promise<void>;
}

export const seeders: Seeder[] = [usersSeeder];

/** Seeds a database that has no accounts yet; does nothing on one already in use. */
export async function seedIfEmpty(context: SeedContext): Promise<boolean> {
  const [{ accounts } = { accounts: 0 }] = await context.db.select({ accounts: count() }).from(users);
  if (accounts > 0) return false;
  for (const seeder of seeders) await seeder.always?.(context);
  if (context.config.seedDemo) {
    for (const seeder of seeders) await seeder.demo?.(context);
  }
  return true;
}
