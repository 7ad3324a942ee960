// Releases and rollbacks of one remote, by data alone (scripts/releases.mjs). A running site
// (npm start) picks the change up on the next page load; nothing is rebuilt or restarted.
//
//   npm run release  -- mfe-forum            build it if its dist/ is not of its sources, publish, serve it
//   npm run release  -- path/to/app-folder   the same for an app folder elsewhere (its manifest names the remote)
//   npm run rollback -- mfe-forum [version]  serve the version published before (or the one named)
//   npm run releases -- [mfe-forum]          list the published versions, the served one marked
//
// RELEASES_DIR chooses the releases folder (default releases/).
import path from 'node:path';
import { FRONTEND_APPS, sitePorts } from './apps.mjs';
import { appDir, buildApp } from './build.mjs';
import { publishSite } from './publish-site.mjs';
import { composeLocalSite, previousVersion, publishBuild, publishedVersions, readComposition, releasesDir, switchVersion } from './releases.mjs';

const [command, target, extra] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const dir = releasesDir();

/** The federation name of a remote named by folder or federation name. */
function remoteName(nameOrFolder) {
  const app = FRONTEND_APPS.find((candidate) => candidate.folder === nameOrFolder || candidate.name === nameOrFolder);
  if (!app || app.name === 'shell') throw new Error(`${nameOrFolder} is not a remote (one of ${FRONTEND_APPS.slice(1).map((a) => a.folder).join(', ')})`);
  return app.name;
}

/** A site never started has no composition yet: make the local one (default ports). */
function ensureComposition() {
  if (!readComposition(dir)) composeLocalSite({ apps: sitePorts().apps, dir });
}

/** Reports a switch, then writes the site's pages for the new composition (and reloads Caddy when it serves them). */
async function switched({ name, from, to }) {
  console.log(from === to ? `${name} already serves ${to}` : `${name}: ${from ?? '(none)'} → ${to}`);
  const site = await publishSite({ releases: dir });
  if (site.reloaded) console.log('web server reloaded with the new configuration');
}

try {
  if (command === 'release' && target) {
    const app = appDir(target);
    if (!process.argv.includes('--no-build')) buildApp(app, { onlyMissing: true });
    ensureComposition();
    const build = publishBuild(path.join(app, 'dist'), dir);
    console.log(build.published ? `published ${build.name} ${build.version}` : `${build.name} ${build.version} was published before`);
    await switched(switchVersion(build.name, build.version, dir));
  } else if (command === 'rollback' && target) {
    const name = remoteName(target);
    ensureComposition();
    const version = extra ?? previousVersion(name, dir);
    if (!version) throw new Error(`${name} has no version published before the one it serves`);
    await switched(switchVersion(name, version, dir));
  } else if (command === 'list') {
    const composition = readComposition(dir);
    for (const name of target ? [remoteName(target)] : FRONTEND_APPS.slice(1).map((app) => app.name)) {
      const current = composition?.remotes.find((remote) => remote.name === name)?.version;
      console.log(name);
      for (const { version, publishedAt } of publishedVersions(name, dir)) console.log(`  ${version === current ? '*' : ' '} ${version}  ${publishedAt}`);
    }
  } else {
    console.error('usage: release.mjs release <app> [--no-build] | rollback <app> [version] | list [<app>]');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
