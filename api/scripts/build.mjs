// Builds the API for production: TypeScript to JavaScript in api/dist/, started with plain
// `node api/dist/server.js` (no tsx at run time). `npm run build -w api`; scripts/build.mjs at the
// root calls buildApi too, and scripts/api-process.mjs before starting the API when dist/ is missing.
//
//   api/dist/server.js … the API's src/ compiled (tsconfig.build.json), same folder layout, so
//                        src/db/migrate.ts finds api/migrations/ from dist/db/ as from src/db/
//   api/dist/node_modules/@golf/contract/
//                        the contract package compiled. The API imports `@golf/contract/…`, whose
//                        workspace package points at TypeScript sources; Node resolves a bare
//                        import from the nearest node_modules first, so this copy wins for dist/
//                        and the sources stay what the frontends, tests and `npm run dev` use.
//   api/dist/build.json  { version }: the hash of the sources it was built from (apiSourceVersion)
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.dirname(API_DIR);
export const API_DIST = path.join(API_DIR, 'dist');
const BUILD_INFO = 'build.json';
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

// What the build is made of; a change to any of them makes another build.
const INPUTS = [
  ['api/src', path.join(API_DIR, 'src')],
  ['contract/src', path.join(ROOT, 'contract/src')],
  ['api/tsconfig.json', path.join(API_DIR, 'tsconfig.json')],
  ['api/tsconfig.build.json', path.join(API_DIR, 'tsconfig.build.json')],
  ['api/tsconfig.contract.json', path.join(API_DIR, 'tsconfig.contract.json')],
  ['api/package.json', path.join(API_DIR, 'package.json')],
  ['api/scripts/build.mjs', fileURLToPath(import.meta.url)],
  ['package-lock.json', path.join(ROOT, 'package-lock.json')],
];
const isTest = (name) => /\.test\.ts$/.test(name);

function hashTree(hash, target, label) {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const entry of readdirSync(target).sort()) if (!isTest(entry)) hashTree(hash, path.join(target, entry), `${label}/${entry}`);
    return;
  }
  hash.update(`${label}\0`).update(readFileSync(target)).update('\0');
}

/** The version of the build the API's current sources make: "1.0.0-3f9a2c1b7d". Tests do not count. */
export function apiSourceVersion() {
  const hash = createHash('sha256');
  for (const [label, file] of INPUTS) hashTree(hash, file, label);
  const { version } = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));
  return `${version}-${hash.digest('hex').slice(0, 10)}`;
}

/** The version api/dist was built from, or null when there is no complete build. */
export function builtApiVersion(dist = API_DIST) {
  const file = path.join(dist, BUILD_INFO);
  if (!existsSync(file) || !existsSync(path.join(dist, 'server.js'))) return null;
  return JSON.parse(readFileSync(file, 'utf8')).version ?? null;
}

function tsc(project, outDir) {
  const result = spawnSync(process.execPath, [TSC, '-p', path.join(API_DIR, project), '--outDir', outDir], { cwd: API_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the API's build failed (tsc -p api/${project})`);
}

const LOCK = path.join(API_DIR, '.dist-incoming-lock');

function processRuns(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * One build at a time: parallel test files and e2e runs each ask for a current build. The lock is
 * a folder (made atomically) naming its process; one left by a process that died is taken over.
 */
function withBuildLock(fn) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let holder = 0; // 0: the holder has not written its pid yet, or has just finished
      try {
        holder = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8')) || 0;
      } catch {
        // gone in between: try again
      }
      if (holder && !processRuns(holder)) rmSync(LOCK, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`another build of the API (pid ${holder}) holds ${LOCK}`, { cause: error });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Builds api/dist (unless `onlyMissing` and it is a build of the current sources); returns the
 * version. The build goes to a folder beside dist/ and is renamed over it when complete, so a
 * failed build leaves the previous one in place.
 */
export function buildApi({ onlyMissing = false, quiet = false } = {}) {
  const version = apiSourceVersion();
  if (onlyMissing && builtApiVersion() === version) return version;
  // Another process may have built it while this one waited for the lock.
  return withBuildLock(() => (onlyMissing && builtApiVersion() === version ? version : build(version, quiet)));
}

function build(version, quiet) {
  if (!quiet) console.log(`[build] api ${version}`);
  const incoming = path.join(API_DIR, `.dist-incoming-${process.pid}`);
  rmSync(incoming, { recursive: true, force: true });
  try {
    tsc('tsconfig.build.json', incoming);
    const contract = path.join(incoming, 'node_modules/@golf/contract');
    tsc('tsconfig.contract.json', contract);
    const { name } = JSON.parse(readFileSync(path.join(ROOT, 'contract/package.json'), 'utf8'));
    writeFileSync(
      path.join(contract, 'package.json'),
      `${JSON.stringify({ name, private: true, type: 'module', exports: { './*': './*.js' } }, null, 2)}\n`,
    );
    // dist/ holds ES modules whatever package.json is found above it.
    writeFileSync(path.join(incoming, 'package.json'), `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);
    writeFileSync(path.join(incoming, BUILD_INFO), `${JSON.stringify({ version, builtAt: new Date().toISOString() }, null, 2)}\n`);
    const previous = path.join(API_DIR, `.dist-previous-${process.pid}`);
    if (existsSync(API_DIST)) renameSync(API_DIST, previous);
    renameSync(incoming, API_DIST);
    rmSync(previous, { recursive: true, force: true });
  } finally {
    rmSync(incoming, { recursive: true, force: true });
  }
  return version;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildApi({ onlyMissing: process.argv.includes('--missing') });
}
