// A small production static server: one origin per app, the cache rules of architecture §2, and
// compressed text files (the build's pre-compressed copies, or gzip made once and kept).
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, STATUS_CODES } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
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

// Longer addresses are refused (414): no page or file of the site comes near, and a path of
// megabytes would otherwise be decoded, normalised and looked up on disk.
const MAX_URL_LENGTH = 4096;

/** A Host header a browser could send: a name or an IPv4/IPv6 address, and maybe a port. */
const VALID_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** A request the server refuses: answered with this 4xx and not logged (the fault is the client's). */
class Refused extends Error {
  constructor(status) {
    super(STATUS_CODES[status]);
    this.status = status;
  }
}

/**
 * The path and query the request asks for, or a `Refused`: an origin-form target ('/a?b') or an
 * absolute-form one ('http://host/a', which HTTP/1.1 servers must accept); nothing else ('*',
 * 'http://[', a bare name). The pathname stays percent-encoded, as `new URL` leaves it.
 */
function targetOf(request) {
  const target = request.url ?? '';
  if (target.length > MAX_URL_LENGTH) throw new Refused(414);
  let url;
  try {
    // Appended, not resolved: '//main.js' (a doubled slash in a link) stays a path, not a host.
    url = target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target);
  } catch {
    throw new Refused(400);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused(400);
  return url;
}

/** The decoded file path a pathname names; a `Refused` when it cannot name one (a bad escape, NUL). */
function decodedPath(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new Refused(400);
  }
  if (decoded.includes('\0')) throw new Refused(400);
  return decoded;
}

/** Whether `file` is `root` or inside it (a prefix alone would let 'dist-old' pass for 'dist'). */
function isInside(root, file) {
  const relative = path.relative(root, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Answers what the HTTP parser refused before any handler saw it (a bad method, a NUL or a space in
 * the address, headers over 16 KB, both Content-Length and Transfer-Encoding...) with a 4xx on the
 * socket: Node's own answer stops once a listener is set, and without one a socket error could
 * leave the client with nothing.
 */
function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(STATUS_CODES[status])}\r\n\r\n${STATUS_CODES[status]}`);
}

/** The answer to a request that failed: its 4xx, or 500 for the server's own error (logged). */
function answerFailure(request, response, error) {
  const status = error instanceof Refused ? error.status : 500;
  if (status === 500) console.error(`[serve-static] ${request.method} ${String(request.url).slice(0, 200)} failed:`, error);
  if (response.headersSent) {
    // Part of the answer is out: the client must not take it for a whole one.
    response.destroy();
    return;
  }
  const body = STATUS_CODES[status];
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), ...(status === 405 ? { Allow: 'GET, HEAD' } : {}) });
  response.end(request.method === 'HEAD' ? undefined : body);
}

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
  const handle = async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new Refused(405);
    const url = targetOf(request);
    // Pages carry the origin the browser asked for (share cards, robots.txt, the sitemap): one Host,
    // and a well-formed one.
    const hosts = request.headersDistinct.host ?? [];
    if (hosts.length > 1 || (hosts.length === 1 && !VALID_HOST.test(hosts[0]))) throw new Refused(400);
    if (Object.hasOwn(json, url.pathname)) {
      response.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      response.end(JSON.stringify(json[url.pathname]()));
      return;
    }
    if (Object.hasOwn(texts, url.pathname)) {
      const body = await texts[url.pathname].body(originOf(request));
      response.writeHead(200, { 'Content-Type': texts[url.pathname].type, 'Cache-Control': 'no-cache' });
      response.end(body);
      return;
    }
    if (combined && serveCombined(request, response, url)) return;
    const requested = path.normalize(decodedPath(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = fileIfExists(path.join(root, requested));
    if (file && !isInside(root, file)) file = null;
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
    // A read error (the file replaced or removed meanwhile) ends this answer, not the process.
    else pipeline(createReadStream(file), response, (error) => error && response.destroy());
  };
  // No request may end the process: whatever a handler throws becomes that request's answer.
  const server = createServer((request, response) => {
    handle(request, response).catch((error) => answerFailure(request, response, error));
  });
  server.on('clientError', answerClientError);
  // Without a listener Node closes a CONNECT's socket with no answer at all.
  server.on('connect', (request, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
