// One file made of several scripts of a remote's version folder (architecture §4 "First visit",
// decisions 71 and 73). A first visit to a public route needs the remote's remoteEntry.js, its page
// and prefetch chunks and its own copies of the shared modules the shell lacks: four to six small
// files, each a request beside main.js. On a phone's connection every request in flight takes an
// equal share of the bandwidth for as long as it lasts, and a small file lasts a round trip or two
// whatever its size, so main.js, which the first paint waits for, arrived later the more files
// there were. The page's head names them as one file instead; the shell runs it before the
// federation runtime asks for them (shell/src/federation/first-screen-bundle.ts), and the runtime
// then finds the remote's container and chunks already there.
//
// The file is written at release, beside the files it is made of, named by the hash of its
// content (and compressed then, like the build's own files): any static server or CDN serves it,
// and no request ever makes one. Its address lists the files it holds (`?files=a.js,b.js`), which a
// static server ignores and the shell reads to know what the page already has.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENCODINGS } from './compress.mjs';

const FILE_NAME = /^[\w.-]+\.js$/;

/** The address of a first-screen file (`name`, in the folder of `base`, a URL ending in '/') holding `files`. */
export function combinedScriptsUrl(base, name, files) {
  const url = new URL(name, base);
  url.searchParams.set('files', files.join(','));
  return url.href;
}

/**
 * Writes the scripts `names` of `folder` as one file there (with its .br and .gz copies) unless it
 * exists, and returns its name: `first-screen.<hash>.js`.
 */
export function writeCombinedScripts(folder, names) {
  if (!names.length || !names.every((name) => FILE_NAME.test(name))) throw new Error(`not a list of scripts: ${names.join(',')}`);
  // Each file is a whole script (a chunk's push, the entry's var and function): a line break and a
  // semicolon keep one from running into the next.
  const body = Buffer.from(names.map((name) => readFileSync(path.join(folder, name), 'utf8')).join('\n;\n'));
  const name = `first-screen.${createHash('sha256').update(body).digest('hex').slice(0, 10)}.js`;
  const file = path.join(folder, name);
  if (!existsSync(file)) {
    for (const { suffix, compress } of ENCODINGS) writeFileSync(file + suffix, compress(body));
    writeFileSync(file, body); // last: a reader that sees the file sees its compressed copies too
  }
  return name;
}
