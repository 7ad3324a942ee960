import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { startTestApp, type TestApp, postgresOnly } from '../../test/helpers.js';
import { runIfDue, type ScheduledJob } from './scheduled.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

let sequence = 0;
function countingJob(everyMs: number, work: () => Promise<void> = async () => {}): ScheduledJob & { runs: number } {
  sequence += 1;
  const job = {
    name: `test.job-${sequence}`,
    everyMs,
    runs: 0,
    run: async () => {
      job.runs += 1;
      await work();
    },
  };
  return job;
}

test('a job runs when due, not again within its period, and again after it', async () => {
  const job = countingJob(1_000);
  assert.equal(await runIfDue(t.database, job), true);
  assert.equal(await runIfDue(t.database, job), false);
  assert.equal(job.runs, 1);
  // Due again once the period has passed on the database's clock: asked until then.
  const asked = Date.now();
  while (!(await runIfDue(t.database, job))) await sleep(50);
  assert.ok(Date.now() - asked >= 900, `ran again after ${Date.now() - asked} ms of a 1000 ms period`);
  assert.equal(job.runs, 2);
});

test('a failed run gives its period back, so the next check retries', async () => {
  let fail = true;
  const job = countingJob(60_000, async () => {
    if (fail) throw new Error('mail server down');
  });
  await assert.rejects(runIfDue(t.database, job), /mail server down/);
  fail = false;
  assert.equal(await runIfDue(t.database, job), true);
  assert.equal(await runIfDue(t.database, job), false);
  assert.equal(job.runs, 2);
});

test('the app schedules the free-practice top-up through it', async () => {
  const rows = await t.database.rawTransaction((raw) => raw.query<{ name: string }>("SELECT name FROM scheduled_runs WHERE name = 'events.free-practice-top-up'"));
  assert.equal(rows.length, 1, 'the start-up check ran and recorded it');
});

test(
  'two app instances on one PostgreSQL database: each due time runs once, whoever checks first',
  postgresOnly('PostgreSQL only: the embedded database serves one process'),
  async () => {
    const second = await startTestApp({ databaseUrl: t.config.databaseUrl });
    try {
      const job = countingJob(400, () => sleep(150)); // still running when the other process checks
      for (let round = 0; round < 3; round++) {
        const ran = await Promise.all([runIfDue(t.database, job), runIfDue(second.database, job), runIfDue(second.database, job)]);
        assert.equal(ran.filter(Boolean).length, 1, `round ${round}: ${ran}`);
        // Staggered timers inside the period: nobody runs it again.
        assert.deepEqual(await Promise.all([runIfDue(t.database, job), runIfDue(second.database, job)]), [false, false]);
        await sleep(450);
      }
      assert.equal(job.runs, 3);

      const top = (await t.database.rawTransaction((raw) => raw.query<{ n: number }>("SELECT count(*)::int AS n FROM scheduled_runs WHERE name = 'events.free-practice-top-up'")))[0]!;
      assert.equal(top.n, 1, 'both apps scheduled the top-up; one row');
    } finally {
      await second.close();
    }
  },
);
