// A small production static server: one origin per app, the cache rules of DESIGN.md §2.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

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
};

// Only content-hashed files may be cached for good; entry points must always be revalidated so a
// redeployed remote is picked up at once.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp)$/;

export function cacheControlFor(file) {
  return HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function fileIfExists(file) {
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * @param {object} options
 * @param {string} options.root         the app's dist folder
 * @param {number} options.port
 * @param {boolean} [options.spa]       unknown paths answer index.html (the shell)
 * @param {Record<string, unknown>} [options.json] generated JSON files by path ('/remotes.json')
 */
export function serveStatic({ root, port, host, spa = false, json = {} }) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end();
      return;
    }
    if (json[url.pathname]) {
      response.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      response.end(JSON.stringify(json[url.pathname]));
      return;
    }
    const requested = path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = fileIfExists(path.join(root, requested));
    if (file && !file.startsWith(root)) file = null;
    if (!file && spa && !path.extname(requested)) file = fileIfExists(path.join(root, 'index.html'));
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(file),
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
