// Runs the browser journeys one file at a time (they share ports and two CPU cores) over the
// production build. `node run-tests.mjs shell` runs only files whose name contains "shell".
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(path.join(here, 'tests'))
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => !filters.length || filters.some((filter) => file.includes(filter)))
  .sort()
  .map((file) => path.join('tests', file));

const build = spawnSync(process.execPath, [path.join(here, '../scripts/build.mjs'), '--missing'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
  { cwd: here, stdio: 'inherit', env: { ...process.env } },
);
process.exit(result.status ?? 1);
