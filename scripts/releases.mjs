// Versioned releases of the remotes (architecture §2, "Releases"). A remote's build is published
// once, to a folder named after its version, beside every earlier one; the live composition
// (remotes.json) names the version each remote serves. A release or a rollback rewrites one entry
// of that file: the shell reads it on every page load, so neither needs a rebuild or a restart,
// and a page opened before the change keeps loading its own version's files.
//
//   releases/
//     remotes.json                 the live composition, served beside the shell as /remotes.json
//     mfe_forum/                   what the remote's origin serves
//       releases.json              every version published, oldest first
//       1.0.0-3f9a2c1b7d/          one build, never changed afterwards
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

/** Where releases are kept: RELEASES_DIR, else releases/ in the repository (git-ignored). */
export function releasesDir() {
  return path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));
}

export const COMPOSITION_FILE = 'remotes.json';

// What a production build of an app is made from, besides the app's own folder.
const COMMON_INPUTS = ['shared', 'contract', 'rspack.shared.js', 'scripts/loaders', 'package-lock.json'];
const APP_INPUTS = ['src', 'public', 'rspack.config.mjs', 'package.json'];
const SKIPPED = new Set(['node_modules', 'dist', '.DS_Store']);

function hashTree(hash, target, label) {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const entry of readdirSync(target).sort()) if (!SKIPPED.has(entry)) hashTree(hash, path.join(target, entry), `${label}/${entry}`);
    return;
  }
  hash.update(`${label}\0`).update(readFileSync(target)).update('\0');
}

/**
 * The version of the build an app's sources make: its package version and a hash of every input
 * (its folder, @golf/shared, the contract, the build factory and the lock file), e.g.
 * "1.0.0-3f9a2c1b7d". The same sources give the same version, so publishing again is a no-op.
 */
export function sourceVersion(dir) {
  const hash = createHash('sha256');
  for (const input of APP_INPUTS) hashTree(hash, path.join(dir, input), `app/${input}`);
  for (const input of COMMON_INPUTS) hashTree(hash, path.join(ROOT, input), input);
  // A build with source maps (GOLF_SOURCE_MAPS=1, for looking inside bundles) is another build.
  hash.update(`source-maps:${process.env.GOLF_SOURCE_MAPS ?? ''}`);
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return `${version}-${hash.digest('hex').slice(0, 10)}`;
}

/** Name and version of a build, from its federation manifest (null when there is no build). */
export function builtVersion(distDir) {
  const file = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(file)) return null;
  const { metaData } = JSON.parse(readFileSync(file, 'utf8'));
  return { name: metaData.name, version: metaData.buildInfo.buildVersion };
}

function readJson(file, fallback) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;
}

/** Written beside and renamed over the old file: a reader sees the old or the new, never half. */
function writeJsonAtomically(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Every version of a remote published so far, oldest first. */
export function publishedVersions(name, dir = releasesDir()) {
  return readJson(path.join(dir, name, 'releases.json'), []);
}

/**
 * Copies a remote's build into its own version folder, unless that version is there already.
 * Returns its name and version and whether it was new.
 */
export function publishBuild(distDir, dir = releasesDir()) {
  const built = builtVersion(distDir);
  if (!built) throw new Error(`${distDir} holds no build (mf-manifest.json is missing)`);
  const target = path.join(dir, built.name, built.version);
  if (existsSync(target)) return { ...built, published: false };
  const incoming = path.join(dir, built.name, `.incoming-${process.pid}`);
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(path.dirname(incoming), { recursive: true });
  cpSync(distDir, incoming, { recursive: true });
  renameSync(incoming, target);
  writeJsonAtomically(path.join(dir, built.name, 'releases.json'), [
    ...publishedVersions(built.name, dir),
    { version: built.version, publishedAt: new Date().toISOString() },
  ]);
  return { ...built, published: true };
}

export function readComposition(dir = releasesDir()) {
  return readJson(path.join(dir, COMPOSITION_FILE), null);
}

/** The URL of a version's manifest on the remote's origin (the origin part of the current entry is kept). */
function entryFor(origin, version) {
  return `${origin}/${encodeURIComponent(version)}/mf-manifest.json`;
}

/** Points a remote's entry in the live composition at one of its published versions. */
export function switchVersion(name, version, dir = releasesDir()) {
  const composition = readComposition(dir);
  const remote = composition?.remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`${name} is not in ${path.join(dir, COMPOSITION_FILE)}`);
  if (!publishedVersions(name, dir).some((release) => release.version === version)) {
    throw new Error(`${name} has no published version ${version} (npm run releases -- ${name} lists them)`);
  }
  const from = remote.version;
  const origin = new URL(remote.entry).origin;
  writeJsonAtomically(path.join(dir, COMPOSITION_FILE), {
    ...composition,
    remotes: composition.remotes.map((candidate) => (candidate.name === name ? { ...candidate, version, entry: entryFor(origin, version) } : candidate)),
  });
  return { name, from, to: version };
}

/** The version published just before the one a remote serves now (what a rollback returns to). */
export function previousVersion(name, dir = releasesDir()) {
  const current = readComposition(dir)?.remotes.find((remote) => remote.name === name)?.version;
  const versions = publishedVersions(name, dir).map((release) => release.version);
  const index = versions.indexOf(current);
  return index > 0 ? versions[index - 1] : null;
}

/**
 * The composition of a local site (npm start, e2e, bench): the shell's route table, each remote
 * on its own origin at its current version. A build not published yet is published and becomes
 * current; otherwise the version chosen earlier (a rollback, say) stays.
 *
 * @param {{ apps: { name: string, dir: string, port: number }[], host?: string, dir?: string, originOf?: (app: { name: string, port: number }) => string }} options
 *   originOf: a remote's public origin (default http://<host>:<port>)
 */
export function composeLocalSite({ apps, host = 'localhost', dir = releasesDir(), originOf = (app) => `http://${host}:${app.port}` }) {
  const template = JSON.parse(readFileSync(path.join(ROOT, 'shell/remotes.json'), 'utf8'));
  const earlier = readComposition(dir);
  const remotes = template.remotes.map(({ name }) => {
    const app = apps.find((candidate) => candidate.name === name);
    if (!app) throw new Error(`no app is named ${name}`);
    const build = publishBuild(path.join(app.dir, 'dist'), dir);
    const kept = earlier?.remotes.find((remote) => remote.name === name)?.version;
    const keptStillThere = kept && existsSync(path.join(dir, name, kept));
    const version = build.published || !keptStillThere ? build.version : kept;
    return { name, version, entry: entryFor(originOf(app), version) };
  });
  writeJsonAtomically(path.join(dir, COMPOSITION_FILE), { ...template, remotes });
  return path.join(dir, COMPOSITION_FILE);
}
