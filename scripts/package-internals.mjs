// The build reaches inside a few packages' dist/ folders, where no package export leads: to share
// a module by path (a context object that must exist once on the page), to pick a package's ES or
// production build its exports do not offer, or to alias the federation runtime. Every such path
// goes through `internalFile`, which fails the build at once with the package, its version and the
// missing file when an upgrade moves it; e2e/tests/build-config.test.ts checks them all in
// `npm test`. Package exports and `sideEffects` are preferred wherever they reach.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The installed folder of a package (read directly: some packages export no package.json). */
export function packageDir(pkg) {
  return path.join(rootDir, 'node_modules', pkg);
}

export function versionOf(pkg) {
  return JSON.parse(readFileSync(path.join(packageDir(pkg), 'package.json'), 'utf8')).version;
}

/** Every internal path handed out, for the test to see (filled as the config is made). */
export const usedInternals = new Map();

/**
 * A file (or folder) inside an installed package that its exports do not offer.
 * @param {string} pkg       the package, e.g. '@chakra-ui/react'
 * @param {string} relative  the path inside it, e.g. 'dist/esm/styled-system/provider.js'
 * @param {string} why       what the build needs it for (said in the error)
 */
export function internalFile(pkg, relative, why) {
  const file = path.join(packageDir(pkg), relative);
  if (!existsSync(file)) {
    throw new Error(
      `${pkg} ${versionOf(pkg)} has no ${relative}, which the build uses (${why}). ` +
        'An upgrade moved it: find its new place and update the path in rspack.shared.js (see scripts/package-internals.mjs).',
    );
  }
  usedInternals.set(`${pkg}/${relative}`, why);
  return file;
}
