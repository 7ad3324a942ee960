// Versioned releases of the shell and the remotes (architecture §2, "Releases"). A build is
// published once, to a folder named after its version, beside every earlier one; the live
// composition (remotes.json) names the version each remote serves, and the shell's (`shell`). A
// release or a rollback rewrites one entry of that file: the shell reads it on every page load, so
// neither needs a rebuild or a restart, and a page opened before the change keeps loading its own
// version's files. A version can be published without going live (a staged release) and made live
// later by naming it.
//
//   releases/
//     remotes.json                 the live composition, served beside the shell as /remotes.json
//     shell/                       the shell's versions (the shell's origin serves the live one,
//       releases.json              and an older one's content-hashed files to a tab opened on it)
//       1.0.0-5e6f7a8b9c/
//     mfe_forum/                   what the remote's origin serves
//       releases.json              every version published, oldest first
//       1.0.0-3f9a2c1b7d/          one build, never changed afterwards
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, portsFrom } from './apps.mjs';

/** Where releases are kept: RELEASES_DIR, else releases/ in the repository (git-ignored). */
export function releasesDir() {
  return path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));
}

export const COMPOSITION_FILE = 'remotes.json';

/** The shell's name in the releases folder and the composition (its federation name). */
export const SHELL = 'shell';

/**
 * The composition's source (shell/remotes.json; COMPOSITION_TEMPLATE names another file, for a
 * copy of the site): which remotes exist, their routes and their menu entries.
 */
export function compositionTemplate() {
  return JSON.parse(readFileSync(path.resolve(process.env.COMPOSITION_TEMPLATE ?? path.join(ROOT, 'shell/remotes.json')), 'utf8'));
}

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

/** The version the composition serves of an app (the shell's under `shell`), or undefined. */
export function liveVersion(composition, name) {
  return name === SHELL ? composition?.shell?.version : composition?.remotes.find((remote) => remote.name === name)?.version;
}

/** The routes and menu entries of the template that belong to the composition's remotes only. */
function ownedByRemotes(template, remoteNames) {
  const routes = (template.routes ?? []).filter((route) => remoteNames.has(route.remote));
  const missing = (template.routes ?? []).filter((route) => !remoteNames.has(route.remote)).map((route) => route.path);
  const under = (href) => missing.some((prefix) => href === prefix || String(href).startsWith(`${prefix}/`));
  return { routes, ...(template.menu ? { menu: template.menu.filter((entry) => !under(entry?.href)) } : {}) };
}

/**
 * The origin of a remote the live composition does not have yet: PUBLIC_URL_<NAME> when set, else
 * on this machine the first port after the site's (the shell's and every remote's), skipping the
 * well-known ones — the port `npm start` gives a remote appended to the workspaces.
 */
export function newRemoteOrigin(name, composition, siteUrl) {
  const explicit = process.env[`PUBLIC_URL_${name.toUpperCase()}`];
  if (explicit) return explicit.replace(/\/+$/, '');
  const origins = [...(siteUrl ? [siteUrl] : []), ...composition.remotes.map((remote) => remote.entry)].map((address) => new URL(address));
  const local = origins.filter((url) => ['localhost', '127.0.0.1'].includes(url.hostname) && url.port);
  if (!local.length || local.length !== origins.length) {
    throw new Error(`${name} is new to this site: set PUBLIC_URL_${name.toUpperCase()} to the origin it is served from`);
  }
  const taken = new Set(local.map((url) => Number(url.port)));
  const [port] = portsFrom(Math.max(...taken) + 1, 1, taken);
  return `http://${local[0].hostname}:${port}`;
}

/**
 * Makes one of an app's published versions live: a remote's entry in the composition, or the
 * shell's. A remote the live composition does not have yet but the composition's template names
 * is added, with its routes and menu entries, on a new origin (newRemoteOrigin).
 *
 * @param {{ siteUrl?: string }} [options] the shell's origin, for a new remote's port
 */
export function switchVersion(name, version, dir = releasesDir(), { siteUrl } = {}) {
  const composition = readComposition(dir);
  if (!composition) throw new Error(`${path.join(dir, COMPOSITION_FILE)} does not exist yet`);
  const remote = composition.remotes.find((candidate) => candidate.name === name);
  const template = compositionTemplate();
  if (name !== SHELL && !remote && !template.remotes.some((candidate) => candidate.name === name)) {
    throw new Error(`${name} is not in ${path.join(dir, COMPOSITION_FILE)} nor in the composition's template (add it to shell/remotes.json: its remote, routes and menu entries)`);
  }
  if (!publishedVersions(name, dir).some((release) => release.version === version)) {
    throw new Error(`${name} has no published version ${version} (npm run releases -- ${name} lists them)`);
  }
  const from = liveVersion(composition, name);
  if (name === SHELL) {
    writeJsonAtomically(path.join(dir, COMPOSITION_FILE), { ...composition, shell: { version } });
    return { name, from, to: version };
  }
  if (remote) {
    const origin = new URL(remote.entry).origin;
    writeJsonAtomically(path.join(dir, COMPOSITION_FILE), {
      ...composition,
      remotes: composition.remotes.map((candidate) => (candidate.name === name ? { ...candidate, version, entry: entryFor(origin, version) } : candidate)),
    });
    return { name, from, to: version };
  }
  const remotes = [...composition.remotes, { name, version, entry: entryFor(newRemoteOrigin(name, composition, siteUrl), version) }];
  const names = new Set(remotes.map((candidate) => candidate.name));
  // In the template's order; the template's routes and menu for the remotes now live.
  remotes.sort((a, b) => template.remotes.findIndex((t) => t.name === a.name) - template.remotes.findIndex((t) => t.name === b.name));
  const { withdrawn: _withdrawn, ...rest } = composition;
  writeJsonAtomically(path.join(dir, COMPOSITION_FILE), { ...rest, remotes, ...ownedByRemotes(template, names), ...stillWithdrawn(composition, name) });
  return { name, from, to: version, added: true };
}

/**
 * Takes a remote off the site: the rollback of its first version, when there is no earlier one to
 * return to. Its entry, routes and menu entries leave the composition (the shell draws neither its
 * menu entry nor its section from the next page load); its files stay on disk. The version
 * withdrawn is remembered (`withdrawn`), so a restart of the site does not bring that same build
 * back, as a rollback stands until the sources change; a release, or a new build, brings it back.
 */
export function withdrawRemote(name, dir = releasesDir()) {
  const composition = readComposition(dir);
  const remote = composition?.remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`${name} is not on this site (${path.join(dir, COMPOSITION_FILE)})`);
  const remotes = composition.remotes.filter((candidate) => candidate !== remote);
  writeJsonAtomically(path.join(dir, COMPOSITION_FILE), {
    ...composition,
    remotes,
    ...ownedByRemotes(compositionTemplate(), new Set(remotes.map((candidate) => candidate.name))),
    withdrawn: { ...composition.withdrawn, [name]: remote.version },
  });
  return { name, from: remote.version, to: null };
}

/** The composition's `withdrawn` without `name` (served again). */
function stillWithdrawn(composition, name) {
  const { [name]: _served, ...rest } = composition.withdrawn ?? {};
  return Object.keys(rest).length ? { withdrawn: rest } : {};
}

/** The version published just before the one a remote serves now (what a rollback returns to). */
export function previousVersion(name, dir = releasesDir()) {
  const current = liveVersion(readComposition(dir), name);
  const versions = publishedVersions(name, dir).map((release) => release.version);
  const index = versions.indexOf(current);
  return index > 0 ? versions[index - 1] : null;
}

/**
 * The composition of a local site (npm start, e2e, bench): the template's route table and menu,
 * the shell and each remote at its current version, each remote on its own origin. A build not
 * published yet is published and becomes current; otherwise the version chosen earlier (a
 * rollback, say) stays. A remote of the template with no app here stays as the live composition
 * has it (released from a folder of its own), or is left out with its routes and menu entries.
 *
 * @param {{ apps: { name: string, dir: string, port: number }[], host?: string, dir?: string, originOf?: (app: { name: string, port: number }) => string }} options
 *   originOf: a remote's public origin (default http://<host>:<port>)
 */
export function composeLocalSite({ apps, host = 'localhost', dir = releasesDir(), originOf = (app) => `http://${host}:${app.port}` }) {
  const template = compositionTemplate();
  const earlier = readComposition(dir);
  /** The version to serve of an app's build: a new build, else the one live before while it is on disk. */
  const current = (app) => {
    const build = publishBuild(path.join(app.dir, 'dist'), dir);
    const kept = liveVersion(earlier, app.name);
    const keptStillThere = kept && existsSync(path.join(dir, app.name, kept));
    return build.published || !keptStillThere ? build.version : kept;
  };
  const withdrawn = { ...earlier?.withdrawn };
  const remotes = template.remotes.flatMap(({ name }) => {
    const app = apps.find((candidate) => candidate.name === name);
    if (!app) {
      const live = earlier?.remotes.find((remote) => remote.name === name);
      return live && existsSync(path.join(dir, name, live.version)) ? [live] : [];
    }
    if (withdrawn[name]) {
      // Taken off the site (withdrawRemote): the same build stays off; a new one comes back.
      const build = publishBuild(path.join(app.dir, 'dist'), dir);
      if (!build.published && build.version === withdrawn[name]) return [];
      delete withdrawn[name];
      return [{ name, version: build.version, entry: entryFor(originOf(app), build.version) }];
    }
    const version = current(app);
    return [{ name, version, entry: entryFor(originOf(app), version) }];
  });
  const shellApp = apps.find((app) => app.name === SHELL);
  const shell = shellApp && existsSync(path.join(shellApp.dir, 'dist', 'mf-manifest.json')) ? { shell: { version: current(shellApp) } } : {};
  writeJsonAtomically(path.join(dir, COMPOSITION_FILE), {
    ...template,
    remotes,
    ...ownedByRemotes(template, new Set(remotes.map((remote) => remote.name))),
    ...shell,
    ...(Object.keys(withdrawn).length ? { withdrawn } : {}),
  });
  return path.join(dir, COMPOSITION_FILE);
}

/** The folder of the shell version a composition serves, or null (a composition without one). */
export function liveShellDir(dir = releasesDir(), composition = readComposition(dir)) {
  const version = composition?.shell?.version;
  return version && existsSync(path.join(dir, SHELL, version)) ? path.join(dir, SHELL, version) : null;
}

/** Every published shell version's folder but the live one, newest first (an open tab's files). */
export function earlierShellDirs(dir = releasesDir(), composition = readComposition(dir)) {
  const live = composition?.shell?.version;
  return publishedVersions(SHELL, dir)
    .map((release) => release.version)
    .filter((version) => version !== live && existsSync(path.join(dir, SHELL, version)))
    .reverse()
    .map((version) => path.join(dir, SHELL, version));
}
