// The admin dashboard's calls on a five-year, 2,000-member club (bench/club-volume.ts), on the
// embedded database and, when DATABASE_URL is set, on PostgreSQL (a database of its own, dropped
// afterwards). The goal (issue 43): each call's p99 under 200 ms.
//
// The API runs in this process, listening on a free port; each panel and period is asked
// BENCH_DASHBOARD_REQUESTS times (default 200), five at a time (the dashboard asks its five panels
// at once), after a warm-up of 10. Output: one JSON line per database on stdout,
//   {"db":"pglite","club":{…row counts…},"generatedInMs":…,"calls":{"members?period=month":{"p50Ms":…,"p99Ms":…,"maxMs":…},…},"slowestP99Ms":…,"goalMs":200,"ok":true}
// Progress on stderr. --db=pglite|postgres runs one only.
//   node --import tsx bench/dashboard.ts
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { DASHBOARD_PANELS, DASHBOARD_PERIODS } from '@golf/contract/dashboard';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { testConfig } from '../test/helpers.js';
import { fillClub } from './club-volume.js';

const REQUESTS = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? 200);
const AT_ONCE = 5;
const GOAL_MS = 200;
const say = (message: string) => process.stderr.write(`[bench dashboard] ${message}\n`);

function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

async function measure(db: 'pglite' | 'postgres', databaseUrl?: string) {
  const database = await openDatabase({ databaseUrl });
  const config = testConfig({ databaseUrl, adminPassword: 'Bench-Admin-2026', seedDemo: false });
  try {
    await prepareDatabase(database, config);
    say(`${db}: generating the club`);
    const started = performance.now();
    const club = await fillClub(database);
    const generatedInMs = Math.round(performance.now() - started);
    say(`${db}: generated in ${generatedInMs} ms: ${JSON.stringify(club)}`);
    const app = await buildApp({ config, database });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const signIn = await fetch(`${baseUrl}/ext/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: config.adminEmail, password: config.adminPassword }) });
      const { token } = (await signIn.json()) as { token: string };
      const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
      const call = async (path: string) => {
        const start = performance.now();
        const response = await fetch(`${baseUrl}${path}`, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        return performance.now() - start;
      };
      const calls: Record<string, { p50Ms: number; p99Ms: number; maxMs: number }> = {};
      for (const period of DASHBOARD_PERIODS) {
        for (const panel of DASHBOARD_PANELS) {
          const path = `/admin/dashboard/${panel}?period=${period}`;
          for (let i = 0; i < 10; i++) await call(path);
          const times: number[] = [];
          for (let done = 0; done < REQUESTS; done += AT_ONCE) times.push(...(await Promise.all(Array.from({ length: AT_ONCE }, () => call(path)))));
          times.sort((a, b) => a - b);
          calls[`${panel}?period=${period}`] = { p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: percentile(times, 100) };
          say(`${db}: ${path} p50 ${calls[`${panel}?period=${period}`]!.p50Ms} ms, p99 ${calls[`${panel}?period=${period}`]!.p99Ms} ms`);
        }
      }
      // The CSV of the biggest panel, once: the same query, a different answer.
      const csvMs = Math.round((await call('/admin/dashboard/revenue?period=year&format=csv')) * 10) / 10;
      const slowestP99Ms = Math.max(...Object.values(calls).map((figures) => figures.p99Ms));
      return { db, club, generatedInMs, requestsPerCall: REQUESTS, atOnce: AT_ONCE, calls, csvMs, slowestP99Ms, goalMs: GOAL_MS, ok: slowestP99Ms < GOAL_MS };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const only = process.argv.find((arg) => arg.startsWith('--db='))?.slice(5);
const serverUrl = process.env.DATABASE_URL;
let failed = false;
if (!only || only === 'pglite') {
  try {
    console.log(JSON.stringify(await measure('pglite')));
  } catch (error) {
    failed = true;
    say(`pglite failed: ${(error as Error).stack}`);
  }
}
if ((!only || only === 'postgres') && serverUrl) {
  const name = `golf_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    console.log(JSON.stringify(await measure('postgres', url.toString())));
  } catch (error) {
    failed = true;
    say(`postgres failed: ${(error as Error).stack}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error: Error) => say(`could not drop ${name}: ${error.message}`));
    await admin.end();
  }
}
process.exit(failed ? 1 : 0);
