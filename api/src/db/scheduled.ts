import type { FastifyInstance } from 'fastify';
import type { Database } from './client.js';

/**
 * Work due every `everyMs` that must happen once per due time however many API processes run
 * (top-ups, reminders, expiring holds). The job must still be idempotent: a process that dies
 * mid-run leaves the period claimed, and a failed run is retried.
 */
export interface ScheduledJob {
  /** Unique: the row in scheduled_runs and the advisory lock. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

// The first half of every scheduled job's two-number advisory lock key (the second is the name's
// hash); migrations and the seed use the one-number keys 7_420_001 and 7_420_002.
const SCHEDULED_LOCKS = 7_420_003;
/** A process checks this often whether a job is due (so a run is at most this late). */
const CHECK_AT_LEAST_EVERY_MS = 60_000;

/**
 * Runs the job here if it is due and no other process is claiming it at this moment. The claim is
 * made in a short transaction under pg_try_advisory_xact_lock (a second process does not wait, it
 * skips) by recording the run with the database's clock, so staggered timers in several processes
 * still run the job once per period. The job runs after the claim commits; if it fails, the claim is
 * given back so the next check retries. Returns whether the job ran here.
 */
export async function runIfDue(database: Database, job: ScheduledJob): Promise<boolean> {
  const claim = await database.rawTransaction(async (raw) => {
    const [lock] = await raw.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked', [SCHEDULED_LOCKS, job.name]);
    if (!lock!.locked) return null;
    const [last] = await raw.query<{ lastRunAt: Date; recent: boolean }>(
      `SELECT last_run_at AS "lastRunAt", last_run_at > now() - make_interval(secs => $2::double precision) AS recent
         FROM scheduled_runs WHERE name = $1`,
      [job.name, job.everyMs / 1000],
    );
    if (last?.recent) return null;
    await raw.query(
      `INSERT INTO scheduled_runs (name, last_run_at) VALUES ($1, now())
       ON CONFLICT (name) DO UPDATE SET last_run_at = excluded.last_run_at`,
      [job.name],
    );
    return { previous: last?.lastRunAt ?? null };
  });
  if (!claim) return false;
  try {
    await job.run();
  } catch (error) {
    await database.rawTransaction((raw) =>
      claim.previous
        ? raw.query('UPDATE scheduled_runs SET last_run_at = $2 WHERE name = $1', [job.name, claim.previous])
        : raw.query('DELETE FROM scheduled_runs WHERE name = $1', [job.name]),
    );
    throw error;
  }
  return true;
}

/** Checks the job when the app is ready and then regularly, in every process; runIfDue picks one. */
export function scheduleJob(app: FastifyInstance, job: ScheduledJob): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const check = () =>
    (running ??= runIfDue(app.database, job)
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error, job: job.name }, 'scheduled job failed'),
      )
      .finally(() => (running = undefined)));
  app.addHook('onReady', async () => {
    await check();
    timer = setInterval(check, Math.min(job.everyMs / 10, CHECK_AT_LEAST_EVERY_MS));
    timer.unref();
  });
  // The database closes after the app: let a run in progress finish first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
