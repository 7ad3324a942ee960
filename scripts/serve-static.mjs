// A small production static server: one origin per app, the cache rules of architecture §2, and
// compressed text files (the build's pre-compressed copies, or gzip made once and kept).
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { combinedCompressor, combinedScripts } from './combined-scripts.mjs';
import { COMPRESSIBLE, ENCODINGS } from './compress.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

// Only content-hashed files may be cached for good; entry points must always be revalidated so a
// redeployed remote is picked up at once.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp)$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(file) {
  return HASHED.test(path.basename(file)) ? IMMUTABLE : 'no-cache';
}

function fileIfExists(file) {
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

const gzipped = new Map();

/** The origin the browser asked for (behind a proxy, the scheme it used). */
function originOf(request) {
  const forwarded = String(request.headers['x-forwarded-proto'] ?? '').split(',')[0].trim();
  return `${forwarded === 'https' ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`;
}

/**
 * The body to send for a text file in the best encoding the browser accepts: the build's
 * pre-compressed copy when there is one, else gzip made on first request and kept in memory.
 */
function compressedBody(file, acceptEncoding) {
  if (!COMPRESSIBLE.has(path.extname(file))) return null;
  const accepted = new Set(acceptEncoding.split(',').map((part) => part.split(';')[0].trim()));
  for (const { name, suffix } of ENCODINGS) {
    const copy = accepted.has(name) && fileIfExists(file + suffix);
    if (copy && statSync(copy).mtimeMs >= statSync(file).mtimeMs) return { encoding: name, body: readFileSync(copy) };
  }
  if (!accepted.has('gzip')) return null;
  const key = `${file}:${statSync(file).mtimeMs}`;
  if (!gzipped.has(key)) gzipped.set(key, gzipSync(readFileSync(file)));
  return { encoding: 'gzip', body: gzipped.get(key) };
}

/**
 * @param {object} options
 * @param {string} options.root         the app's dist folder
 * @param {number} options.port
 * @param {boolean} [options.spa]       unknown paths answer index.html (the shell)
 * @param {Record<string, () => unknown>} [options.json] JSON made on each request, by path ('/remotes.json')
 * @param {(pathname: string) => boolean} [options.immutable] paths cached for good whatever their name
 * @param {() => Record<string, string>} [options.pageHeaders] headers of every HTML page, made per
 *   request (the security policy follows the live composition: scripts/page-security.mjs)
 * @param {(pathname: string) => boolean} [options.isPage] with `spa`: whether a path is one of the
 *   app's pages; others get its page too, with status 404 (the app draws "not found")
 * @param {Record<string, { type: string, body: (origin: string) => string | Promise<string> }>} [options.texts] text
 *   files made on each request, by path ('/robots.txt'), given the origin the browser asked
 * @param {(html: string, pathname: string, origin: string) => Promise<string>} [options.page] with
 *   `spa`: makes the app's page for a path (its share card: scripts/share-cards.mjs)
 * @param {boolean} [options.combined] answers `<folder>/combined.js?files=…` with those scripts of
 *   the folder as one (scripts/combined-scripts.mjs): a remote's first screen in one request
 */
export function serveStatic({ root, port, host, spa = false, json = {}, immutable = () => false, pageHeaders = () => ({}), isPage = () => true, texts = {}, page, combined = false }) {
  const compressCombined = combinedCompressor();
  /** Answers a combined script and returns true, or returns false for any other address. */
  const serveCombined = (request, response, url) => {
    let body;
    try {
      body = combinedScripts(root, url);
    } catch (error) {
      response.writeHead(error.status ?? 400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(error.message);
      return true;
    }
    if (!body) return false;
    const compressed = compressCombined(url.pathname + url.search, body, String(request.headers['accept-encoding'] ?? ''));
    const sent = compressed?.body ?? body;
    response.writeHead(200, {
      'Content-Type': TYPES['.js'],
      'Cache-Control': immutable(url.pathname) ? IMMUTABLE : 'no-cache',
      ...(compressed ? { 'Content-Encoding': compressed.encoding } : {}),
      'Content-Length': sent.length,
      Vary: 'Accept-Encoding',
    });
    response.end(request.method === 'HEAD' ? undefined : sent);
    return true;
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end();
      return;
    }
    if (json[url.pathname]) {
      response.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      response.end(JSON.stringify(json[url.pathname]()));
      return;
    }
    if (texts[url.pathname]) {
      const body = await texts[url.pathname].body(originOf(request));
      response.writeHead(200, { 'Content-Type': texts[url.pathname].type, 'Cache-Control': 'no-cache' });
      response.end(body);
      return;
    }
    if (combined && serveCombined(request, response, url)) return;
    const requested = path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = fileIfExists(path.join(root, requested));
    if (file && !file.startsWith(root)) file = null;
    let status = 200;
    if (!file && spa && !path.extname(requested)) {
      file = fileIfExists(path.join(root, 'index.html'));
      if (!isPage(url.pathname)) status = 404;
    }
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const headers = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable(url.pathname) ? IMMUTABLE : cacheControlFor(file),
      ...(path.extname(file) === '.html' ? pageHeaders() : {}),
    };
    if (page && spa && path.extname(file) === '.html') {
      // Made per request, so compressed per request (a page is a few kilobytes).
      const body = Buffer.from(await page(readFileSync(file, 'utf8'), url.pathname, originOf(request)));
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const sent = gzip ? gzipSync(body) : body;
      response.writeHead(status, { ...headers, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}), 'Content-Length': sent.length, Vary: 'Accept-Encoding' });
      response.end(request.method === 'HEAD' ? undefined : sent);
      return;
    }
    const compressed = compressedBody(file, String(request.headers['accept-encoding'] ?? ''));
    if (compressed) {
      response.writeHead(status, { ...headers, 'Content-Encoding': compressed.encoding, 'Content-Length': compressed.body.length, Vary: 'Accept-Encoding' });
      response.end(request.method === 'HEAD' ? undefined : compressed.body);
      return;
    }
    response.writeHead(status, { ...headers, ...(COMPRESSIBLE.has(path.extname(file)) ? { Vary: 'Accept-Encoding' } : {}) });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
