#!/usr/bin/env node
// Throughput and tail latency of the public reads every visitor's first page makes, beside a route
// that does no work (an unknown path: 404), in the same run.
//
// Starts the real API with demo content on the embedded database and, when DATABASE_URL is set,
// on PostgreSQL (bench/api-process.mjs). autocannon requests each route for BENCH_SECONDS
// (default 10) with BENCH_CONNECTIONS (default 10) connections, after a 1 s warm-up.
//
// Output: one JSON object per database on stdout, one per line:
//   {"db":"pglite","noWork":{"requestsPerSec":…,"p99Ms":…},"reads":{"/ext/…":{"requestsPerSec":…,"p99Ms":…,"ratioToNoWork":0.93}}}
// Progress goes to stderr. Options: --db=pglite|postgres to run one only.
import autocannon from 'autocannon';
import { benchOnEachDatabase, say } from './api-process.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** Today in Hong Kong, for the calendar. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(new Date());

const READS = [
  '/ext/announcement/list?page=1',
  '/ext/announcement/featured',
  '/ext/liveupdate/list',
  `/ext/event/calendar?date=${today}`,
  '/ext/discussion/thread/list?page=1&category=newsAndEvents',
];

async function measure(url, { expectOk = true } = {}) {
  await autocannon({ url, connections, duration: 1 });
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.errors > 0 || (expectOk && result.non2xx > 0)) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors during the run`);
  }
  return { requestsPerSec: Math.round(result.requests.average * 10) / 10, p99Ms: result.latency.p99 };
}

await benchOnEachDatabase(async (baseUrl, db) => {
  say(`${db}: ${seconds} s per route with ${connections} connections`);
  const noWork = await measure(`${baseUrl}/ext/no-such-route`, { expectOk: false });
  const reads = {};
  for (const path of READS) {
    const figures = await measure(`${baseUrl}${path}`);
    reads[path] = { ...figures, ratioToNoWork: Math.round((figures.requestsPerSec / noWork.requestsPerSec) * 100) / 100 };
    say(`${db}: ${path} ${figures.requestsPerSec} req/s, p99 ${figures.p99Ms} ms (${reads[path].ratioToNoWork} of no work)`);
  }
  return { noWork, reads };
});
