#!/usr/bin/env node
// Throughput and tail latency of the public announcement list, the page every visitor opens.
//
// Starts the real API with demo content on the embedded database and, when DATABASE_URL is set,
// on PostgreSQL (bench/api-process.mjs). autocannon then requests GET /ext/announcement/list?page=1
// for BENCH_SECONDS (default 10) with BENCH_CONNECTIONS (default 10) connections.
//
// Output: one JSON object per database on stdout, one per line:
//   {"db":"pglite","requestsPerSec":1234.5,"p99Ms":12}
// Progress goes to stderr. Options: --db=pglite|postgres to run one only.
import autocannon from 'autocannon';
import { benchOnEachDatabase, say } from './api-process.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

await benchOnEachDatabase(async (baseUrl, db) => {
  const url = `${baseUrl}/ext/announcement/list?page=1`;
  say(`${db}: ${seconds} s of GET /ext/announcement/list?page=1 with ${connections} connections`);
  // A short warm-up so the first JIT and connection costs stay out of the figures.
  await autocannon({ url, connections, duration: 1 });
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors during the run`);
  }
  return { requestsPerSec: Math.round(result.requests.average * 10) / 10, p99Ms: result.latency.p99 };
});
