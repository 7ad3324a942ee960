// Builds every frontend app for production, one after another (the CI machine has 2 cores).
// `node scripts/build.mjs --missing` builds only apps whose dist/ is missing or older than their
// sources (what `npm start` and the e2e runner use).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { FRONTEND_APPS, ROOT } from './apps.mjs';
import { precompress } from './compress.mjs';

/** Newest modification time under a folder (node_modules and dist left out). */
function newestMtime(target) {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** An app needs a build when its dist/ is missing or older than its sources, @golf/shared or the factory. */
export function isStale(dir) {
  const manifest = path.join(dir, 'dist', 'mf-manifest.json');
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  const inputs = [path.join(dir, 'src'), path.join(dir, 'public'), path.join(dir, 'rspack.config.mjs'), path.join(ROOT, 'shared'), path.join(ROOT, 'rspack.shared.js')];
  return inputs.some((input) => newestMtime(input) > built);
}

export function buildApps({ onlyMissing = false, apps = FRONTEND_APPS } = {}) {
  for (const app of apps) {
    const dir = path.join(ROOT, app.folder);
    if (onlyMissing && !isStale(dir)) continue;
    console.log(`[build] ${app.folder}`);
    const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--mode', 'production'], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`build of ${app.folder} failed`);
    precompress(path.join(dir, 'dist'));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  buildApps({
    onlyMissing: process.argv.includes('--missing'),
    apps: only.length ? FRONTEND_APPS.filter((app) => only.includes(app.folder)) : FRONTEND_APPS,
  });
}
