import { count, sql } from 'drizzle-orm';
import { announcementsSeeder } from '../announcements/seed.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { eventsSeeder } from '../events/seed.js';
import { familySeeder } from '../family/seed.js';
import { forumSeeder } from '../forum/seed.js';
import { golfSeeder } from '../golf/seed.js';
import { liveUpdatesSeeder } from '../live-updates/seed.js';
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

export const seeders: Seeder[] = [usersSeeder, familySeeder, announcementsSeeder, liveUpdatesSeeder, forumSeeder, eventsSeeder, golfSeeder];

// Any constant shared by every API process: two processes starting on one empty PostgreSQL seed once.
const SEED_LOCK = 7_420_002;

/** Seeds a database that has no accounts yet; does nothing on one already in use. */
export async function seedIfEmpty(context: SeedContext): Promise<boolean> {
  // All or nothing: a start-up that fails half-way must not leave a database that looks seeded.
  return context.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ accounts } = { accounts: 0 }] = await tx.select({ accounts: count() }).from(users);
    if (accounts > 0) return false;
    const inTransaction = { ...context, db: tx as unknown as Db };
    for (const seeder of seeders) await seeder.always?.(inTransaction);
    if (context.config.seedDemo) {
      for (const seeder of seeders) await seeder.demo?.(inTransaction);
    }
    return true;
  });
}
