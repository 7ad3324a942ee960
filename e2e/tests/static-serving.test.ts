// The production static server (scripts/serve-static.mjs) on a small made-up build: cache rules
// (immutable only for content-hashed files), compressed bodies, the shell's client-side routes, and
// the pages' security headers made from the live composition (scripts/page-security.mjs).
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { precompress } from '../../scripts/compress.mjs';
import { FIRST_READS_SCRIPT_SOURCE } from '../../scripts/first-reads.mjs';
import { pageSecurityHeaders } from '../../scripts/page-security.mjs';
import { robotsTxt, siteMap, sitemapXml } from '../../scripts/site-map.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';

const MAIN = `console.log(${JSON.stringify('a bundle that compresses well '.repeat(200))});\n`;
const CHUNK = `export const chunk = ${JSON.stringify('lazy '.repeat(300))};\n`;
const INDEX = '<!doctype html><html><head><script defer src="/main.0123456789.js"></script></head><body></body></html>';

let dist: string;
let server: Server;
/** The live composition as the shell's server reads it on each request; a release rewrites it. */
let composition = {
  remotes: [{ name: 'mfe_forum', entry: 'http://localhost:3002/1.0.0-aaaaaaaaaa/mf-manifest.json' }],
  routes: [
    { path: '/discussions', remote: 'mfe_forum', module: './Discussions' },
    { path: '/admin', remote: 'mfe_admin', module: './Admin', access: 'admin' },
  ],
};
const API = 'http://localhost:4000';
let base: string;

function get(pathname: string, acceptEncoding?: string) {
  return fetch(base + pathname, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });
}

/** Node's fetch decodes bodies itself; these requests read the bytes as sent. */
async function raw(pathname: string, acceptEncoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(base + pathname, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('production static serving', () => {
  before(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'golf-static-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'main.0123456789.js'), MAIN);
    writeFileSync(path.join(dist, 'remoteEntry.js'), MAIN);
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'x', padding: 'y'.repeat(500) }));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'logo.abcdef0123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    precompress(dist);
    // A chunk written after the build's compression step: gzipped on request instead.
    writeFileSync(path.join(dist, '42.abcdef0123.js'), CHUNK);
    server = await serveStatic({
      root: dist,
      port: 0,
      spa: true,
      json: { '/remotes.json': () => composition },
      pageHeaders: () => pageSecurityHeaders({ composition, apiUrl: API }),
      isPage: (pathname) => siteMap(composition).isPage(pathname),
      texts: {
        '/robots.txt': { type: 'text/plain; charset=utf-8', body: (origin) => robotsTxt(origin, composition) },
        '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: (origin) => sitemapXml(origin, composition) },
      },
    });
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });

  after(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('caches content-hashed files for good and makes entry points revalidate', async () => {
    assert.equal((await get('/main.0123456789.js')).headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await get('/assets/logo.abcdef0123.png')).headers.get('cache-control'), 'public, max-age=31536000, immutable');
    for (const entry of ['/remoteEntry.js', '/mf-manifest.json', '/remotes.json', '/index.html', '/announcements/42']) {
      assert.equal((await get(entry)).headers.get('cache-control'), 'no-cache', entry);
    }
  });

  it('caches everything under a published version for good when told to, entry points included', async () => {
    const versioned = await serveStatic({ root: dist, port: 0, immutable: (pathname) => pathname.startsWith('/assets/') });
    const port = (versioned.address() as AddressInfo).port;
    try {
      const cacheControl = async (file: string) => (await fetch(`http://localhost:${port}${file}`)).headers.get('cache-control');
      assert.equal(await cacheControl('/assets/logo.abcdef0123.png'), 'public, max-age=31536000, immutable');
      assert.equal(await cacheControl('/remoteEntry.js'), 'no-cache');
    } finally {
      versioned.close();
    }
  });

  it('sends the build’s brotli copy to a browser that takes it, else gzip, else the file as it is', async () => {
    const brotli = await raw('/main.0123456789.js', 'gzip, deflate, br');
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(brotli.headers.vary, 'Accept-Encoding');
    assert.equal(brotliDecompressSync(brotli.body).toString(), MAIN);
    assert.ok(brotli.body.length < MAIN.length / 5);

    const gzip = await raw('/main.0123456789.js', 'gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.body).toString(), MAIN);

    const plain = await raw('/main.0123456789.js', 'identity');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), MAIN);
  });

  it('gzips a text file without a pre-compressed copy, and leaves images alone', async () => {
    const chunk = await raw('/42.abcdef0123.js', 'br, gzip');
    assert.equal(chunk.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(chunk.body).toString(), CHUNK);

    const image = await raw('/assets/logo.abcdef0123.png', 'br, gzip');
    assert.equal(image.headers['content-encoding'], undefined);
    assert.equal(image.headers['content-type'], 'image/png');
  });

  it('answers the shell’s client-side routes with its page, and a missing file with 404', async () => {
    const page = await get('/discussions/12');
    assert.equal(page.status, 200);
    assert.equal(await page.text(), INDEX);
    assert.equal((await get('/missing.0123456789.js')).status, 404);
    assert.equal((await get('/../../etc/passwd')).status, 404, 'a path outside the build is the page (not found), never the file');
    assert.equal(await (await get('/../../etc/passwd')).text(), INDEX);
  });

  it('sends every page the security headers, with a policy that follows a release to another origin', async () => {
    const policyOf = async (pathname: string) => (await get(pathname)).headers.get('content-security-policy') ?? '';
    for (const pathname of ['/', '/discussions/12', '/index.html']) {
      const page = await get(pathname);
      assert.ok((page.headers.get('content-security-policy') ?? '').includes(`script-src 'self' ${FIRST_READS_SCRIPT_SOURCE} http://localhost:3002;`), pathname);
      assert.equal(page.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.equal(page.headers.get('x-frame-options'), 'DENY');
    }
    const policy = await policyOf('/');
    for (const directive of ["frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'", `connect-src 'self' ${API} http://localhost:3002`, `report-uri ${API}/ext/csp-report`]) {
      assert.ok(policy.includes(directive), directive);
    }
    assert.ok(!/unsafe-eval/.test(policy) && !/script-src[^;]*unsafe-inline/.test(policy), 'no eval, no inline scripts');

    // A release moves the forum to a CDN: the next page is sent the new origin, without a restart.
    composition = { ...composition, remotes: [{ name: 'mfe_forum', entry: 'https://cdn.golf.example/mfe_forum/1.1.0-bbbbbbbbbb/mf-manifest.json' }] };
    assert.ok((await policyOf('/')).includes(`script-src 'self' ${FIRST_READS_SCRIPT_SOURCE} https://cdn.golf.example;`));
    assert.ok(!(await policyOf('/')).includes('localhost:3002'));

    // Scripts, data and images are not pages.
    for (const file of ['/main.0123456789.js', '/remotes.json', '/assets/logo.abcdef0123.png']) {
      assert.equal((await get(file)).headers.get('content-security-policy'), null, file);
    }
  });

  it('answers paths that are no page with 404 and the shell’s page; the shell’s and remotes’ pages with 200', async () => {
    for (const pathname of ['/', '/login', '/about-us', '/golfcourses/', '/discussions', '/discussions/12', '/admin/moderation']) {
      assert.equal((await get(pathname)).status, 200, pathname);
    }
    for (const pathname of ['/nope', '/discussionsx', '/login/extra', '/wp-admin']) {
      const response = await get(pathname);
      assert.equal(response.status, 404, pathname);
      assert.equal(await response.text(), INDEX, 'the app draws its not-found page');
      assert.ok(response.headers.get('content-security-policy'), 'a 404 page is still a page');
    }
  });

  it('serves robots.txt and a sitemap of the public pages, from the composition', async () => {
    const robots = await (await get('/robots.txt')).text();
    assert.match(robots, /^User-agent: \*$/m);
    assert.match(robots, /^Disallow: \/admin$/m);
    assert.doesNotMatch(robots, /Disallow: \/discussions/);
    assert.match(robots, new RegExp(`^Sitemap: ${base}/sitemap.xml$`, 'm'));
    const sitemap = await get('/sitemap.xml');
    assert.match(sitemap.headers.get('content-type') ?? '', /application\/xml/);
    const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    assert.deepEqual(urls, [`${base}/discussions`, `${base}/about-us`, `${base}/membership-benefit`, `${base}/contact-us`, `${base}/golfcourses`]);
  });

  it('lists item pages of public sections with when they changed, and nothing of closed ones', () => {
    const xml = sitemapXml('https://golf.example', composition, [
      { path: '/discussions/t1', lastmod: '2026-11-20T08:00:00.000Z' },
      { path: '/admin/users/u1', lastmod: '2026-11-20T08:00:00.000Z' },
      { path: '/discussions/a&b', lastmod: '2026-11-21T08:00:00.000Z' },
    ]);
    assert.match(xml, /<url><loc>https:\/\/golf\.example\/discussions\/t1<\/loc><lastmod>2026-11-20T08:00:00\.000Z<\/lastmod><\/url>/);
    assert.match(xml, /<loc>https:\/\/golf\.example\/discussions\/a&amp;b<\/loc>/);
    assert.doesNotMatch(xml, /\/admin\//);
  });

  it("answers its own failure with a 500, logs it, and goes on serving", async () => {
    const failing = await serveStatic({
      root: dist,
      port: 0,
      spa: true,
      texts: { '/robots.txt': { type: 'text/plain; charset=utf-8', body: () => Promise.reject(new Error('the API is down')) } },
      page: async (html, pathname) => {
        if (pathname === '/broken') throw new Error('no page');
        return html;
      },
    });
    const port = (failing.address() as AddressInfo).port;
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      for (const pathname of ['/robots.txt', '/broken']) {
        const response = await fetch(`http://localhost:${port}${pathname}`);
        assert.equal(response.status, 500, pathname);
        assert.equal(await response.text(), 'Internal Server Error');
      }
      assert.equal(logged.length, 2);
      assert.match(String(logged[0][0]), /GET \/robots\.txt failed/);
      assert.match(String(logged[1][1]), /no page/);
      // A malformed address is the client's fault: a 400, not logged.
      assert.equal((await fetch(`http://localhost:${port}/%E0%A4%A`)).status, 400);
      assert.equal(logged.length, 2);
      assert.equal((await fetch(`http://localhost:${port}/main.0123456789.js`)).status, 200);
    } finally {
      console.error = original;
      failing.closeAllConnections();
      failing.close();
    }
  });
});
