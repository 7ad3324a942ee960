// Runs the API tests with node:test: once on the embedded database and, when DATABASE_URL is set,
// once on PostgreSQL (each test file creates and drops its own database there). The two runs go
// side by side: much of a PostgreSQL run is waiting on the server, and the CI machine's two cores
// were half idle with one run (API_TEST_PASSES=serial runs one after the other). The embedded
// run's report is printed as it goes, PostgreSQL's whole when both have ended.
// Node 20's test runner expands no globs, so the files are listed here.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return /\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

const only = process.argv.slice(2);
const files = [...testFiles(path.join(root, 'src')), ...testFiles(path.join(root, 'test'))]
  .filter((file) => only.length === 0 || only.some((part) => file.includes(part)))
  .sort()
  .map((file) => path.relative(root, file));

if (files.length === 0) {
  console.error('No test files found.');
  process.exit(1);
}

const passes = [{ label: 'embedded PGlite', env: { ...process.env, DATABASE_URL: '' } }];
if (process.env.DATABASE_URL) passes.push({ label: 'PostgreSQL', env: { ...process.env } });
const sideBySide = process.env.API_TEST_PASSES !== 'serial';

/** One run of every file; `live` prints its report as it goes, otherwise it is kept in `output`. */
function runPass(pass, live) {
  return new Promise((resolve) => {
    const heading = `\n=== API tests on ${pass.label} (${files.length} files) ===\n`;
    if (live) process.stdout.write(heading);
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
      cwd: root,
      env: pass.env,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [Buffer.from(heading)];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ pass, ok: code === 0, output: live ? '' : Buffer.concat(output) }));
  });
}

/**
 * The embedded database each in-memory test app starts from, migrated once here (test/helpers.ts):
 * creating an empty one costs seconds of CPU per test app. Without it (it failed) each starts empty.
 */
function makeTemplate() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'golf-api-tests-'));
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
  const template = path.join(scratch, 'pglite-migrated.tar');
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'test/pglite-template.ts', template], { cwd: root, stdio: 'inherit' });
  if (made.status === 0) return { PGLITE_TEMPLATE: template };
  console.error('=== no migrated template: each embedded test database starts empty ===');
  return {};
}

const results = [];
const [embedded, ...others] = passes;
// PostgreSQL's run starts first: it does not need the template.
const othersDone = sideBySide ? Promise.all(others.map((pass) => runPass(pass, false))) : undefined;
embedded.env = { ...embedded.env, ...makeTemplate() };
results.push(await runPass(embedded, true));
if (othersDone) results.push(...(await othersDone));
else for (const pass of others) results.push(await runPass(pass, true));

for (const result of results) {
  if (result.output) process.stdout.write(result.output);
  if (!result.ok) console.error(`=== API tests FAILED on ${result.pass.label} ===`);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
