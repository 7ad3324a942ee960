// Releases and rollbacks of the shell and of one remote, by data alone (scripts/releases.mjs). A
// running site (npm start) picks the change up on the next page load; nothing is rebuilt or
// restarted, and a remote new to the site is served on its own origin at once.
//
//   npm run release  -- mfe-forum              build it if its dist/ is not of its sources, publish, serve it
//   npm run release  -- shell                  the same for the shell
//   npm run release  -- path/to/app-folder     the same for an app folder elsewhere (its config names the app)
//   npm run release  -- mfe-forum --stage      publish without serving it (also --no-switch); prints the version
//   npm run release  -- mfe-forum <version>    serve a version published before (a staged one, say)
//   npm run rollback -- mfe-forum [version]    serve the version published before (or the one named);
//                                              a remote's first version: takes the remote off the site
//   npm run releases -- [mfe-forum]            list the published versions, the served one marked
//
// A remote the live composition does not have yet is added with the routes and menu entries the
// composition's template (shell/remotes.json) gives it. RELEASES_DIR chooses the releases folder
// (default releases/).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FRONTEND_APPS, federationName, sitePorts } from './apps.mjs';
import { appDir, buildApp } from './build.mjs';
import { publishSite } from './publish-site.mjs';
import { SHELL, builtVersion, composeLocalSite, liveVersion, previousVersion, publishBuild, publishedVersions, readComposition, releasesDir, switchVersion, withdrawRemote } from './releases.mjs';
import { readSiteTable } from './site-files.mjs';

const [command, target, extra] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const stage = process.argv.includes('--stage') || process.argv.includes('--no-switch');
const dir = releasesDir();

/** The app named by folder, federation name or path to an app folder: its name and folder. */
function appOf(nameOrFolder) {
  const app = FRONTEND_APPS.find((candidate) => candidate.folder === nameOrFolder || candidate.name === nameOrFolder);
  if (app) return { name: app.name, dir: appDir(app.folder) };
  const folder = path.resolve(nameOrFolder);
  // An app folder names itself in its config; a folder with only a build, in its manifest.
  const name = existsSync(path.join(folder, 'rspack.config.mjs')) ? federationName(path.dirname(folder), path.basename(folder)) : builtVersion(path.join(folder, 'dist'))?.name;
  if (name) return { name, dir: folder };
  // A remote released from a folder of its own is known by the releases folder.
  if (publishedVersions(nameOrFolder, dir).length) return { name: nameOrFolder, dir: null };
  throw new Error(`${nameOrFolder} is neither an app (${FRONTEND_APPS.map((a) => a.folder).join(', ')}) nor an app folder`);
}

/** A site never started has no composition yet: make the local one (default ports). */
function ensureComposition() {
  if (!readComposition(dir)) composeLocalSite({ apps: sitePorts().apps, dir });
}

/** Makes a version live, reports it, then writes the site's pages for the new composition (and reloads Caddy when it serves them). */
async function serve(name, version) {
  const { from, to, added } = switchVersion(name, version, dir, { siteUrl: readSiteTable(dir)?.siteUrl });
  if (added) console.log(`${name} is new to this site: ${readComposition(dir).remotes.find((remote) => remote.name === name).entry}`);
  console.log(from === to ? `${name} already serves ${to}` : `${name}: ${from ?? '(none)'} → ${to}`);
  const site = await publishSite({ releases: dir });
  if (site.reloaded) console.log('web server reloaded with the new configuration');
}

/** The rollback of a remote's first version: it leaves the site (its menu entry and section with it). */
async function withdraw(name) {
  const { from } = withdrawRemote(name, dir);
  console.log(`${name}: ${from} → (not on the site): its routes and menu entries are withdrawn; a release brings it back`);
  const site = await publishSite({ releases: dir });
  if (site.reloaded) console.log('web server reloaded with the new configuration');
}

try {
  if (command === 'release' && target) {
    const app = appOf(target);
    ensureComposition();
    if (extra) {
      // A version published before (staged): made live, nothing built.
      await serve(app.name, extra);
    } else {
      if (!app.dir) throw new Error(`${target}: name its folder to build and publish it`);
      if (!process.argv.includes('--no-build')) buildApp(app.dir, { onlyMissing: true });
      const build = publishBuild(path.join(app.dir, 'dist'), dir);
      console.log(build.published ? `published ${build.name} ${build.version}` : `${build.name} ${build.version} was published before`);
      if (stage) console.log(`not served (staged): npm run release -- ${target} ${build.version} serves it`);
      else await serve(build.name, build.version);
    }
  } else if (command === 'rollback' && target) {
    const { name } = appOf(target);
    ensureComposition();
    const version = extra ?? previousVersion(name, dir);
    if (version) await serve(name, version);
    else if (name === SHELL) throw new Error(`${name} has no version published before the one it serves`);
    else await withdraw(name);
  } else if (command === 'list') {
    const composition = readComposition(dir);
    const names = target ? [appOf(target).name] : [...new Set([SHELL, ...FRONTEND_APPS.map((app) => app.name), ...(composition?.remotes ?? []).map((remote) => remote.name)])];
    for (const name of names) {
      const current = liveVersion(composition, name);
      console.log(name);
      for (const { version, publishedAt } of publishedVersions(name, dir)) console.log(`  ${version === current ? '*' : ' '} ${version}  ${publishedAt}`);
    }
  } else {
    console.error('usage: release.mjs release <app> [<version> | --stage] [--no-build] | rollback <app> [version] | list [<app>]');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
