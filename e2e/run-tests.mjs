// Runs the browser journeys over the production build, each file in its own `node --test` process
// with its own site. A journey waits on its site, the API and the browser much of the time (one
// file kept about a quarter of the 2-core CI machine busy), so E2E_WORKERS files (2 by default)
// run at once, worker n on its own ports: E2E_PORT_BASE + n × 200 (worker 0: 3600–3605, API 4600;
// worker 1: 3800–3805, API 4800). Files that share a machine-wide resource run one after another
// on one worker (SERIAL). The longest files start first (durations.json, measured) so the workers
// end together. Each file's report is printed whole when it ends.
//
//   node run-tests.mjs                 every file
//   node run-tests.mjs shell forum     files whose name contains "shell" or "forum"
//   E2E_WORKERS=1 node run-tests.mjs   one file at a time
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(path.join(here, 'tests'))
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => !filters.length || filters.some((filter) => file.includes(filter)))
  .sort();

// Caddy keeps its autosaved configuration and storage in the user's home, and platform-redeploy
// builds remote variants in one shared folder: these files never run beside each other.
const SERIAL = [['production-topology.test.ts', 'static-serving.test.ts']];
const PORT_STEP = 200;
const base = Number(process.env.E2E_PORT_BASE ?? 3600);
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(2, os.availableParallelism())));

const build = spawnSync(process.execPath, [path.join(here, '../scripts/build.mjs'), '--missing'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// Seconds each file took (a run's "── … s" lines); a file not listed counts as long, so it starts early.
const durationsFile = path.join(here, 'durations.json');
const durations = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};
const estimate = (file) => durations[file] ?? 90;

const grouped = new Set(SERIAL.flat());
const jobs = [
  ...SERIAL.map((group) => group.filter((file) => files.includes(file))).filter((group) => group.length),
  ...files.filter((file) => !grouped.has(file)).map((file) => [file]),
]
  .map((group) => ({ files: group, seconds: group.reduce((sum, file) => sum + estimate(file), 0) }))
  .sort((a, b) => b.seconds - a.seconds);

const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

/** One file in its own test process on the worker's ports; resolves with its exit code. */
function runFile(file, worker) {
  const started = Date.now();
  const portBase = base + worker * PORT_STEP;
  console.log(`[e2e] ${file} started (worker ${worker}, ports from ${portBase})`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', path.join('tests', file)], {
      cwd: here,
      env: { ...process.env, E2E_PORT_BASE: String(portBase) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      children.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n── ${file} (worker ${worker}, ${seconds} s${code === 0 ? '' : `, exit ${code ?? signal}`})\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ file, seconds, code: code ?? 1 });
    });
  });
}

const results = [];
const runStarted = Date.now();
await Promise.all(
  Array.from({ length: Math.min(workers, jobs.length) }, async (_, worker) => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      for (const file of job.files) results.push(await runFile(file, worker));
    }
  }),
);

const failedFiles = results.filter((result) => result.code !== 0);
console.log(`\n${results.length} files in ${Math.round((Date.now() - runStarted) / 1000)} s on ${Math.min(workers, results.length)} worker(s); slowest: ${[...results].sort((a, b) => b.seconds - a.seconds).slice(0, 5).map((result) => `${result.file} ${result.seconds} s`).join(', ')}`);
if (failedFiles.length) console.log(`failed: ${failedFiles.map((result) => result.file).join(', ')}`);
process.exit(failedFiles.length ? 1 : 0);
