// The demo server of `npm start` (and of the e2e journeys on the embedded database): one origin per
// app, serving the same release-time files Caddy serves in production (scripts/site-files.mjs,
// scripts/caddyfile.mjs) with the same rules — the build's pre-compressed copies, immutable caching
// only for content-hashed or versioned files, the pages by the route table, a real 404, and link
// previewers sent to the API's card page. It makes no page and no file per request, and no request
// can stop it: a malformed one is answered with a 4xx and the server goes on.
import { createReadStream, readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { COMPRESSIBLE, ENCODINGS } from './compress.mjs';
import { isLinkPreviewer } from './link-previewers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
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
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2?)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Longer addresses are refused: no page or file of the site comes near. */
const MAX_URL_LENGTH = 4096;
/** A Host header a browser could send: a name or an IPv4/IPv6 address, and maybe a port. */
const VALID_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

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

/** An error answered with its own status (a 4xx the request caused). */
class RequestError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** The request's path, decoded, or a 400 for one that is not a path. */
function requestPath(rawUrl) {
  if (rawUrl.length > MAX_URL_LENGTH) throw new RequestError(414, 'URI too long');
  if (!rawUrl.startsWith('/')) throw new RequestError(400, 'bad request target');
  let url;
  try {
    url = new URL(rawUrl, 'http://localhost');
  } catch {
    throw new RequestError(400, 'bad request target');
  }
  let decoded;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    throw new RequestError(400, 'bad percent-encoding');
  }
  if (decoded.includes('\0')) throw new RequestError(400, 'bad path');
  return { pathname: url.pathname, decoded };
}

/** The file for a path under `root`, never outside it (symlinks inside it are followed). */
function fileUnder(root, decoded) {
  const file = fileIfExists(path.join(root, path.normalize(decoded)));
  if (!file) return null;
  const realRoot = realpathSync(root);
  const real = realpathSync(file);
  return real === realRoot || real.startsWith(realRoot + path.sep) ? file : null;
}

/** The build's pre-compressed copy of a text file in the best encoding the browser takes, or null. */
function precompressed(file, acceptEncoding) {
  if (!COMPRESSIBLE.has(path.extname(file)) && !/\.(txt|xml)$/.test(file)) return null;
  const accepted = new Set(String(acceptEncoding ?? '').split(',').map((part) => part.split(';')[0].trim()));
  for (const { name, suffix } of ENCODINGS) {
    const copy = accepted.has(name) && fileIfExists(file + suffix);
    if (copy) return { encoding: name, file: copy };
  }
  return null;
}

/** Sends a file as it is on disk (or its pre-compressed copy), with the given status and headers. */
function sendFile(request, response, file, { status = 200, headers = {} } = {}) {
  const copy = precompressed(file, request.headers['accept-encoding']);
  const sent = copy?.file ?? file;
  response.writeHead(status, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(sent).size,
    ...(copy ? { 'Content-Encoding': copy.encoding } : {}),
    ...(COMPRESSIBLE.has(path.extname(file)) ? { Vary: 'Accept-Encoding' } : {}),
    ...headers,
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(sent).on('error', () => response.destroy()).pipe(response);
}

/**
 * The shell origin's answer for a path, from the live route table (site/current/site.json): the
 * file to send, its status and the headers it carries. The shell's files come from the version the
 * table names (`shellDist`), `shellDist` here being the build served when it names none.
 */
function shellAnswer(siteDir, shellDist, decoded) {
  const table = JSON.parse(readFileSync(path.join(siteDir, 'site.json'), 'utf8'));
  const page = (file, status = 200) => ({ file: path.join(siteDir, file), status, headers: { 'Cache-Control': 'no-cache', ...table.headers }, table });
  if (['/remotes.json', '/runtime-config.json', '/robots.txt', '/sitemap.xml'].includes(decoded)) {
    return { file: path.join(siteDir, decoded.slice(1)), status: 200, headers: { 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' }, table };
  }
  if (path.extname(decoded)) {
    // The live shell version's file; a content-hashed one of an earlier version for a tab opened on it.
    const earlier = HASHED.test(path.basename(decoded)) ? (table.earlierShellDists ?? []) : [];
    const file = [table.shellDist ?? shellDist, ...earlier].reduce((found, dir) => found ?? fileUnder(dir, decoded), null);
    if (file) return { file, status: 200, headers: { 'Cache-Control': cacheControlFor(file) }, table };
    return { ...page(table.shellPage, 404), asset: true };
  }
  const clean = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  const route = table.routes.find((candidate) => clean === candidate.path || clean.startsWith(`${candidate.path}/`));
  if (route) return page(route.file);
  if (table.shellPages.includes(clean)) return page(table.shellPage);
  return page(table.shellPage, 404);
}

/** A link previewer's request for a page: answered with the API's card page (decision 73). */
async function sendShareCard(request, response, apiUrl, pathname) {
  const upstream = await fetch(`${apiUrl}/ext/site/share-card?path=${encodeURIComponent(pathname)}`, {
    headers: { 'accept-language': String(request.headers['accept-language'] ?? '') },
    signal: AbortSignal.timeout(5000),
  });
  const body = Buffer.from(await upstream.arrayBuffer());
  response.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60', 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * @param {object} options
 * @param {string} options.root         what the origin serves: the shell's build, or a remote's releases folder
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {(pathname: string) => boolean} [options.immutable] paths cached for good whatever their name
 * @param {string} [options.allowOrigin] Access-Control-Allow-Origin of every answer
 * @param {() => string} [options.siteDir] the shell's origin: the live release-time site files
 *   (scripts/site-files.mjs), read on each request so a release needs no restart
 */
export function serveStatic({ root, port, host, immutable = () => false, allowOrigin = '*', siteDir }) {
  async function answer(request, response) {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    // One Host, and one a browser could send (none at all is HTTP/1.0's right).
    const hosts = request.headersDistinct.host ?? [];
    if (hosts.length > 1 || (hosts.length === 1 && !VALID_HOST.test(hosts[0]))) throw new RequestError(400, 'bad Host');
    const { pathname, decoded } = requestPath(request.url ?? '/');
    if (siteDir) {
      const found = shellAnswer(siteDir(), root, decoded);
      if (!found.asset && found.file.endsWith('.html') && isLinkPreviewer(request.headers['user-agent'])) {
        await sendShareCard(request, response, found.table.apiUrl, pathname);
        return;
      }
      sendFile(request, response, found.file, { status: found.status, headers: found.headers });
      return;
    }
    response.setHeader('Access-Control-Allow-Origin', allowOrigin);
    const file = fileUnder(root, decoded);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    sendFile(request, response, file, { headers: { 'Cache-Control': immutable(pathname) ? IMMUTABLE : cacheControlFor(file) } });
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error) => {
      const status = error instanceof RequestError ? error.status : 500;
      if (status === 500) console.error(`[static] ${request.method} ${String(request.url).slice(0, 200)}: ${error.stack ?? error}`);
      if (response.headersSent) response.destroy();
      else response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' }).end(status === 500 ? 'Server error' : error.message);
    });
  });
  // What Node's parser refuses (a bad request line, bad or oversized headers) is answered on the socket.
  server.on('clientError', (error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
    socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 414 ? 'URI Too Long' : 'Bad Request'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  // Without a listener Node closes a CONNECT's socket with no answer at all.
  server.on('connect', (_request, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  return new Promise((resolve, reject) => {
    // A taken port is a one-line error with its number (the code kept for the caller), not a stack.
    server.once('error', (error) => {
      const { code } = error;
      reject(Object.assign(new Error(code === 'EADDRINUSE' ? `port ${port} is already in use` : `cannot listen on port ${port}: ${error.message}`), { code, port }));
    });
    server.listen(port, host, () => resolve(server));
  });
}
