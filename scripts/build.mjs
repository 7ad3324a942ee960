// Builds the frontend apps and the API for production, one after another (the CI machine has 2
// cores). Each frontend build carries its version (scripts/releases.mjs `sourceVersion`) in its
// federation manifest; the API's build (api/scripts/build.mjs) carries its own in api/dist/build.json.
//
//   node scripts/build.mjs                 every app and the API
//   node scripts/build.mjs mfe-forum       one app (a folder name or a path to an app folder); `api` the API
//   node scripts/build.mjs --missing       only what has no build of its current sources
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildApi } from '../api/scripts/build.mjs';
import { FRONTEND_APPS, ROOT } from './apps.mjs';
import { precompress } from './compress.mjs';
import { builtVersion, sourceVersion } from './releases.mjs';
import { refuseToolingPins } from './tooling-pins.mjs';

/** Builds the app in `dir` (unless `onlyMissing` and its build is current); returns its version. */
export function buildApp(dir, { onlyMissing = false } = {}) {
  // A pin of rspack or Module Federation in the app's own folder would be ignored: refused in one line.
  refuseToolingPins(dir);
  const version = sourceVersion(dir);
  if (onlyMissing && builtVersion(path.join(dir, 'dist'))?.version === version) return version;
  console.log(`[build] ${path.relative(ROOT, dir)} ${version}`);
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--mode', 'production'], {
    cwd: dir,
    stdio: 'inherit',
    // The federation plugin writes MF_BUILD_VERSION into mf-manifest.json (metaData.buildInfo).
    env: { ...process.env, NODE_ENV: 'production', MF_BUILD_VERSION: version },
  });
  if (result.status !== 0) throw new Error(`build of ${dir} failed`);
  precompress(path.join(dir, 'dist'));
  return version;
}

/** The folder of an app named by its folder ('mfe-forum'), federation name ('mfe_forum') or path. */
export function appDir(nameOrPath) {
  const app = FRONTEND_APPS.find((candidate) => candidate.folder === nameOrPath || candidate.name === nameOrPath);
  return app ? path.join(ROOT, app.folder) : path.resolve(nameOrPath);
}

export function buildApps({ onlyMissing = false, apps = FRONTEND_APPS } = {}) {
  for (const app of apps) buildApp(path.join(ROOT, app.folder), { onlyMissing });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
    const onlyMissing = process.argv.includes('--missing');
    if (only.length) {
      for (const name of only) {
        if (name === 'api') buildApi({ onlyMissing });
        else buildApp(appDir(name), { onlyMissing });
      }
    } else {
      buildApps({ onlyMissing });
      buildApi({ onlyMissing });
    }
  } catch (error) {
    // A refusal is its own message (a pinned tool); anything else keeps its stack.
    if (error?.code !== 'TOOLING_PIN') throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
