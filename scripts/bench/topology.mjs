// The production topology for the benchmark (scripts/production.mjs): Caddy in front, two API
// processes on a PostgreSQL database made for the run and dropped after it, the demo content and an
// admin. Its releases folder is the run's own: measuring never changes what a developer's site serves.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProductionSite } from '../production.mjs';
import { createScratchDatabase } from '../scratch-database.mjs';

export const BENCH_ADMIN = { email: 'admin@bench.test', password: 'Bench-Admin-2026' };

/**
 * @param {{ base: number, env?: Record<string, string> }} options  base: the shell's port (API base + 1000)
 */
export async function startBenchTopology({ base, env = {} }) {
  const database = createScratchDatabase('golf_bench');
  const work = mkdtempSync(path.join(os.tmpdir(), 'golf-bench-production-'));
  // Known to the benchmark, so it can hand members their sessions without signing each one in.
  const jwtSecret = randomBytes(32).toString('base64url');
  try {
    const site = await startProductionSite({
      base,
      databaseUrl: database.url,
      releases: path.join(work, 'releases'),
      adminAddress: `127.0.0.1:${base - 981}`,
      quiet: true,
      env: { SEED_DEMO: 'true', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, JWT_SECRET: jwtSecret, PAYMENT_PROVIDER: 'sandbox', ...env },
    });
    return {
      site,
      sql: database.sql,
      jwtSecret,
      stop: async () => {
        try {
          await site.stop();
        } finally {
          database.drop();
          rmSync(work, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    database.drop();
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}
