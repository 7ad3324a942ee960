// What the API benchmarks share: the real API (src/server.ts) in a child process on a free port,
// on a fresh embedded database in a temporary folder or, when DATABASE_URL is set, on a freshly
// created PostgreSQL database (dropped afterwards; never the server's shared databases).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const say = (message) => process.stderr.write(`[bench] ${message}\n`);

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

/**
 * Runs `measure(baseUrl)` against an API started with `env` (plus demo content), then stops it.
 * The API's output is shown only when measuring fails.
 */
async function withApi(env, measure) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'true', LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('hex') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  try {
    await waitUntilServing(`${baseUrl}/ext/announcement/list?page=1`, child);
    return await measure(baseUrl);
  } catch (error) {
    process.stderr.write(Buffer.concat(output));
    throw error;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }
}

async function onPglite(env, measure) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'golf-bench-'));
  try {
    return await withApi({ ...env, DATA_DIR: dataDir, DATABASE_URL: '' }, measure);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(serverUrl, env, measure) {
  const name = `golf_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'golf-bench-'));
  try {
    return await withApi({ ...env, DATABASE_URL: url.toString(), DATA_DIR: dataDir }, measure);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => say(`could not drop ${name}: ${error.message}`));
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Measures on the embedded database and, when DATABASE_URL is set, on PostgreSQL (`--db=pglite`
 * or `--db=postgres` picks one). `measure(baseUrl, db)` returns an object printed as one JSON line
 * on stdout with `db` added. Exits with 1 when a run failed.
 */
export async function benchOnEachDatabase(measure, env = {}) {
  const only = process.argv.find((arg) => arg.startsWith('--db='))?.slice(5);
  const serverUrl = process.env.DATABASE_URL;
  if (only === 'postgres' && !serverUrl) {
    say('--db=postgres needs DATABASE_URL');
    process.exit(1);
  }
  const runs = [];
  if (!only || only === 'pglite') runs.push(['pglite', (m) => onPglite(env, m)]);
  if ((!only || only === 'postgres') && serverUrl) runs.push(['postgres', (m) => onPostgres(serverUrl, env, m)]);
  let failed = false;
  for (const [db, run] of runs) {
    try {
      console.log(JSON.stringify({ db, ...(await run((baseUrl) => measure(baseUrl, db))) }));
    } catch (error) {
      failed = true;
      say(`${db} failed: ${error.message}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
