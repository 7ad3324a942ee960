// Builds every frontend app for production, one after another (the CI machine has 2 cores).
// `node scripts/build.mjs --missing` builds only apps without a dist/ (what `npm start` uses).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { FRONTEND_APPS, ROOT } from './apps.mjs';

export function buildApps({ onlyMissing = false, apps = FRONTEND_APPS } = {}) {
  for (const app of apps) {
    const dir = path.join(ROOT, app.folder);
    if (onlyMissing && existsSync(path.join(dir, 'dist', 'mf-manifest.json'))) continue;
    console.log(`[build] ${app.folder}`);
    const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--mode', 'production'], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`build of ${app.folder} failed`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  buildApps({
    onlyMissing: process.argv.includes('--missing'),
    apps: only.length ? FRONTEND_APPS.filter((app) => only.includes(app.folder)) : FRONTEND_APPS,
  });
}
