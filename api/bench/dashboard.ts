// The admin dashboard's calls on a five-year, 2,000-member club (bench/club-volume.ts), on the
// embedded database and, when DATABASE_URL is set, on PostgreSQL (a database of its own, dropped
// afterwards). The goal (issue 43): each call's p99 under 200 ms.
//
// The API runs in this process, listening on a free port. For each period, BENCH_DASHBOARD_REQUESTS
// rounds (default 100, after 5 to warm up): each panel's call alone, one after the other (the
// call's own time), then the five at once as the page asks them (what an admin waits for; on
// PGlite, one connection, they queue). Output: one JSON line per database on stdout,
//   {"db":"pglite","club":{…row counts…},"generatedInMs":…,"calls":{"members?period=month":{"aloneP50Ms":…,"aloneP99Ms":…,"withPageP50Ms":…,"withPageP99Ms":…},…},
//    "slowestAloneP99Ms":…,"slowestWithPageP99Ms":…,"goalMs":200,"ok":true}   (ok: every call's p99 alone under the goal)
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

const REQUESTS = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? 100);
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
      // Alone: one call at a time, its own cost. With the page: the five panels at once, as the
      // dashboard asks them (on PGlite, one connection, they queue behind each other).
      const calls: Record<string, { aloneP50Ms: number; aloneP99Ms: number; withPageP50Ms: number; withPageP99Ms: number }> = {};
      for (const period of DASHBOARD_PERIODS) {
        const paths = DASHBOARD_PANELS.map((panel) => `/admin/dashboard/${panel}?period=${period}`);
        for (let i = 0; i < 5; i++) await Promise.all(paths.map(call));
        const alone = new Map<string, number[]>(paths.map((path) => [path, []]));
        const withPage = new Map<string, number[]>(paths.map((path) => [path, []]));
        for (let round = 0; round < REQUESTS; round++) {
          for (const path of paths) alone.get(path)!.push(await call(path));
          const times = await Promise.all(paths.map(call));
          paths.forEach((path, index) => withPage.get(path)!.push(times[index]!));
        }
        for (const [index, path] of paths.entries()) {
          const one = alone.get(path)!.sort((x, y) => x - y);
          const page = withPage.get(path)!.sort((x, y) => x - y);
          const key = `${DASHBOARD_PANELS[index]}?period=${period}`;
          calls[key] = { aloneP50Ms: percentile(one, 50), aloneP99Ms: percentile(one, 99), withPageP50Ms: percentile(page, 50), withPageP99Ms: percentile(page, 99) };
          say(`${db}: ${key} alone p50 ${calls[key]!.aloneP50Ms} ms, p99 ${calls[key]!.aloneP99Ms} ms; with the page p50 ${calls[key]!.withPageP50Ms} ms, p99 ${calls[key]!.withPageP99Ms} ms`);
        }
      }
      // The CSV of the biggest panel, once: the same query, a different answer.
      const csvMs = Math.round((await call('/admin/dashboard/revenue?period=year&format=csv')) * 10) / 10;
      const slowestAloneP99Ms = Math.max(...Object.values(calls).map((figures) => figures.aloneP99Ms));
      const slowestWithPageP99Ms = Math.max(...Object.values(calls).map((figures) => figures.withPageP99Ms));
      return { db, club, generatedInMs, requestsPerCall: REQUESTS, calls, csvMs, slowestAloneP99Ms, slowestWithPageP99Ms, goalMs: GOAL_MS, ok: slowestAloneP99Ms < GOAL_MS };
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
