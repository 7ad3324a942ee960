// Pre-compressed copies of a production build's text files, written beside them (main.js.br,
// main.js.gz) and served by serve-static.mjs to a browser that accepts them. Brotli at its best
// setting is too slow to run per request (a second for main.js) but costs a few seconds once per
// build, and is about 15% smaller than gzip.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg']);

/** The encodings served, best first, with the suffix of their pre-compressed copy. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br', compress: (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) },
  { name: 'gzip', suffix: '.gz', compress: (data) => gzipSync(data, { level: 9 }) },
];

/** Writes a .br and a .gz copy of every compressible file under `dir` that they make smaller. */
export function precompress(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const data = readFileSync(file);
    for (const { suffix, compress } of ENCODINGS) {
      const compressed = compress(data);
      if (compressed.length < data.length) writeFileSync(file + suffix, compressed);
    }
  }
}
