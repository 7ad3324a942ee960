// A remote's own pin of the build tooling is refused at build, in one line (issue 38 point 5).
// Every app is built by the one build factory (rspack.shared.js) with the repository's copies of
// rspack and Module Federation, and in the composed site a remote runs on the shell's federation
// runtime (decision 19): a version a team names or installs in its own folder would be silently
// ignored, and the build would publish something other than what the team asked for. So the build
// stops and says what to do instead of building with the site's copy behind the team's back.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/runtime';
import { versionOf } from './package-internals.mjs';

/** The tooling every app is built with, from the repository's node_modules. */
export const SITE_TOOLING = ['@module-federation/enhanced', '@module-federation/runtime', '@module-federation/webpack-bundler-runtime', '@rspack/core', '@rspack/cli'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * What an app folder pins of the site's tooling that the build would not honour: a range in its
 * package.json the site's copy does not satisfy, or a copy of its own in its node_modules of
 * another version. Returns one line per pin (empty when nothing is pinned against the site).
 *
 * @param {string} dir the app's folder
 * @param {(pkg: string) => string} [siteVersion] the site's version of a package
 */
export function toolingPinConflicts(dir, siteVersion = versionOf) {
  const manifestFile = path.join(dir, 'package.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = readJson(manifestFile);
  const folder = path.basename(dir);
  const conflicts = [];
  for (const pkg of SITE_TOOLING) {
    const site = siteVersion(pkg);
    const ownCopy = path.join(dir, 'node_modules', pkg, 'package.json');
    const installed = existsSync(ownCopy) ? readJson(ownCopy).version : null;
    const range = manifest.dependencies?.[pkg] ?? manifest.devDependencies?.[pkg] ?? manifest.peerDependencies?.[pkg];
    const pinned = installed && installed !== site ? installed : range && !satisfy(site, range) ? range : null;
    if (pinned) {
      conflicts.push(
        `${folder} pins ${pkg} ${pinned}, but every app is built with the site's ${site} (rspack.shared.js; remotes run on the shell's federation runtime): ` +
          `remove it from ${folder}/package.json${installed ? ` and ${folder}/node_modules` : ''}, or move the whole site to it in the root package.json.`,
      );
    }
  }
  return conflicts;
}

/** Throws one error whose message is the conflicts' lines (the build's refusal). */
export function refuseToolingPins(dir) {
  const conflicts = toolingPinConflicts(dir);
  if (conflicts.length) throw Object.assign(new Error(conflicts.join('\n')), { code: 'TOOLING_PIN' });
}
