// One file made of several scripts of a remote's version folder (architecture §4 "First visit",
// decision 71). A first visit to a public route needs the remote's remoteEntry.js, its page and
// prefetch chunks and its own copies of the shared modules the shell lacks: four to six small
// files, each a request beside main.js. On a phone's connection every request in flight takes an
// equal share of the bandwidth for as long as it lasts, and a small file lasts a round trip or two
// whatever its size, so main.js, which the first paint waits for, arrived later the more files
// there were. The page's head names them as one address instead; the shell runs it before the
// federation runtime asks for the files (shell/src/federation/first-screen-bundle.ts), and the
// runtime then finds the remote's container and chunks already there.
//
// The address lists the files (`combined.js?files=a.js,b.js`): the server needs no state, a CDN
// with a combo handler can answer it, and in a version folder the answer never changes.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompress, constants, gzipSync } from 'node:zlib';

const COMBINED = 'combined.js';
const FILE_NAME = /^[\w.-]+\.js$/;

/** The address of `files` (names in the folder of `base`, a URL ending in '/') as one script. */
export function combinedScriptsUrl(base, files) {
  const url = new URL(COMBINED, base);
  url.searchParams.set('files', files.join(','));
  return url.href;
}

/**
 * A combined script's body for a request (`pathname` under `root`), or null when it is not one.
 * Throws a `{ status }` error for a list naming anything but existing scripts of that folder.
 */
export function combinedScripts(root, url) {
  if (path.posix.basename(url.pathname) !== COMBINED) return null;
  const names = (url.searchParams.get('files') ?? '').split(',');
  const folder = path.join(root, path.posix.dirname(decodeURIComponent(url.pathname)));
  // Inside the app's folder: a prefix alone would let `..%2Fmfe_forum2` reach a sibling named alike.
  const inside = folder === root || folder.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
  if (!inside || names.length > 20 || !names.every((name) => FILE_NAME.test(name))) throw Object.assign(new Error('bad file list'), { status: 400 });
  const parts = [];
  for (const name of names) {
    const file = path.join(folder, name);
    if (!isFile(file)) throw Object.assign(new Error(`${name} not found`), { status: 404 });
    parts.push(readFileSync(file, 'utf8'));
  }
  // Each file is a whole script (a chunk's push, the entry's var and function): a line break and a
  // semicolon keep one from running into the next.
  return Buffer.from(parts.join('\n;\n'));
}

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Compressed once per address and kept (a version folder's files never change). Brotli at its best
 * setting takes a third of a second for the forum's files, so it is made in the background and
 * gzip (a few milliseconds) is sent until it is ready.
 */
export function combinedCompressor() {
  const brotli = new Map();
  const gzip = new Map();
  const keep = (map, key, value) => {
    if (map.size > 200) map.clear();
    map.set(key, value);
  };
  return (key, body, acceptEncoding) => {
    if (/\bbr\b/.test(acceptEncoding)) {
      const made = brotli.get(key);
      if (Buffer.isBuffer(made)) return { encoding: 'br', body: made };
      if (!made) {
        keep(brotli, key, 'making');
        brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }, (error, compressed) => (error ? brotli.delete(key) : brotli.set(key, compressed)));
      }
    }
    if (!/\bgzip\b/.test(acceptEncoding)) return null;
    if (!gzip.has(key)) keep(gzip, key, gzipSync(body, { level: 9 }));
    return { encoding: 'gzip', body: gzip.get(key) };
  };
}
