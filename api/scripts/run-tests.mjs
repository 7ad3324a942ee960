// Runs the API tests with node:test: once on the embedded database, then again on PostgreSQL
// when DATABASE_URL is set (each test file creates and drops its own database there).
// Node 20's test runner expands no globs, so the files are listed here.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
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

const runs = [{ label: 'embedded PGlite', env: { ...process.env, DATABASE_URL: '' } }];
if (process.env.DATABASE_URL) runs.push({ label: 'PostgreSQL', env: { ...process.env } });

let failed = false;
for (const run of runs) {
  console.log(`\n=== API tests on ${run.label} (${files.length} files) ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
    cwd: root,
    env: run.env,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed = true;
    console.error(`=== API tests FAILED on ${run.label} ===`);
  }
}
process.exit(failed ? 1 : 0);
