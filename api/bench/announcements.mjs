#!/usr/bin/env node
// Throughput and tail latency of the public announcement list, the page every visitor opens.
//
// Starts the real API (src/server.ts) on a free port with demo content, on a fresh embedded
// database in a temporary folder, and, when DATABASE_URL is set, again on a freshly created
// PostgreSQL database (dropped afterwards). autocannon then requests
// GET /ext/announcement/list?page=1 for BENCH_SECONDS (default 10) with BENCH_CONNECTIONS
// (default 10) connections.
//
// Output: one JSON object per database on stdout, one per line:
//   {"db":"pglite","requestsPerSec":1234.5,"p99Ms":12}
// Progress goes to stderr. Options: --db=pglite|postgres to run one only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.argv.find((arg) => arg.startsWith('--db='))?.slice(5);
const say = (message) => process.stderr.write(`[bench] ${message}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Runs the API with the given environment, measures, and stops it. */
async function measure(db, env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/ext/announcement/list?page=1`;
  const output = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  try {
    await waitUntilServing(url, child);
    say(`${db}: API on port ${port}; ${seconds} s of GET /ext/announcement/list?page=1 with ${connections} connections`);
    // A short warm-up so the first JIT and connection costs stay out of the figures.
    await autocannon({ url, connections, duration: 1 });
    const result = await autocannon({ url, connections, duration: seconds });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors during the run`);
    }
    return { db, requestsPerSec: Math.round(result.requests.average * 10) / 10, p99Ms: result.latency.p99 };
  } catch (error) {
    process.stderr.write(Buffer.concat(output));
    throw error;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }
}

async function onPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'golf-bench-'));
  try {
    return await measure('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Never the server's shared databases: a database of our own, dropped at the end. */
async function onPostgres(serverUrl) {
  const name = `golf_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'golf-bench-'));
  try {
    return await measure('postgres', { DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => say(`could not drop ${name}: ${error.message}`));
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs = [];
if (!only || only === 'pglite') runs.push(onPglite);
if ((!only || only === 'postgres') && process.env.DATABASE_URL) runs.push(() => onPostgres(process.env.DATABASE_URL));
if (only === 'postgres' && !process.env.DATABASE_URL) {
  say('--db=postgres needs DATABASE_URL');
  process.exit(1);
}

let failed = false;
for (const run of runs) {
  try {
    console.log(JSON.stringify(await run()));
  } catch (error) {
    failed = true;
    say(`failed: ${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
