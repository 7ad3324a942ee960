// The release-time site files (scripts/site-files.mjs) served by the demo server of `npm start`
// (scripts/serve-static.mjs) and by Caddy (scripts/caddyfile.mjs), on a small made-up build: the
// same answers from both — cache rules (immutable only for content-hashed or versioned files), the
// build's compressed copies, pages by the route table with their security headers, real 404s, and
// a release that moves a remote changing the pages without a restart.
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
import { serveStatic } from '../../scripts/serve-static.mjs';
import { currentSiteDir, writeSiteFiles } from '../../scripts/site-files.mjs';
import { caddyAvailable, startWebServer, writeCaddyfile } from '../../scripts/web-server.mjs';
import { publishSite } from '../../scripts/publish-site.mjs';
import { publishBuild, switchVersion } from '../../scripts/releases.mjs';

const MAIN = `console.log(${JSON.stringify('a bundle that compresses well '.repeat(200))});\n`;
const PAGE_CHUNK = `export const page = ${JSON.stringify('page '.repeat(300))};\n`;
const INDEX = '<!doctype html><html><head><title>Golf</title><script defer src="/main.0123456789.js"></script></head><body></body></html>';
const VERSION = '1.0.0-aaaaaaaaaa';
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3600) + 50;

/** A made-up site: the shell's build, one published forum version, the live composition. */
function makeSite(root: string, forumPort: number) {
  const dist = path.join(root, 'shell-dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'main.0123456789.js'), MAIN);
  writeFileSync(path.join(dist, 'sw.js'), MAIN);
  writeFileSync(path.join(dist, 'assets', 'logo.abcdef0123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  precompress(dist);
  const releases = path.join(root, 'releases');
  const forum = path.join(releases, 'mfe_forum', VERSION);
  mkdirSync(forum, { recursive: true });
  writeFileSync(path.join(forum, 'remoteEntry.js'), MAIN);
  writeFileSync(path.join(forum, 'page.1234567890.js'), PAGE_CHUNK);
  const manifest = {
    metaData: { name: 'mfe_forum', remoteEntry: { name: 'remoteEntry.js', path: '' }, buildInfo: { buildVersion: VERSION } },
    exposes: [{ path: './Discussions', assets: { js: { sync: ['page.1234567890.js'], async: [] }, css: { sync: [], async: [] } } }],
    shared: [],
  };
  writeFileSync(path.join(forum, 'mf-manifest.json'), JSON.stringify(manifest));
  precompress(forum);
  const composition = {
    remotes: [{ name: 'mfe_forum', version: VERSION, entry: `http://localhost:${forumPort}/${VERSION}/mf-manifest.json` }],
    routes: [
      { path: '/discussions', remote: 'mfe_forum', module: './Discussions', noindex: true },
      { path: '/news', remote: 'mfe_forum', module: './Discussions' },
      { path: '/admin', remote: 'mfe_forum', module: './Admin', access: 'admin' },
    ],
  };
  writeFileSync(path.join(releases, 'remotes.json'), JSON.stringify(composition));
  return { dist, releases, composition };
}

/** Node's fetch decodes bodies itself; these requests read the bytes as sent. */
async function raw(url: string, acceptEncoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { agent: false, headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const servers: Array<{ name: string; start: (root: string) => Promise<{ base: string; forum: string; api: string; releases: string; stop: () => Promise<void> }> }> = [
  {
    name: 'the demo server (npm start)',
    async start(root) {
      const shellPort = PORT_BASE;
      const forumPort = PORT_BASE + 2;
      const { dist, releases } = makeSite(root, forumPort);
      const base = `http://localhost:${shellPort}`;
      const api = 'http://localhost:4000';
      await writeSiteFiles({ releases, shellDist: dist, apiUrl: api, siteUrl: base });
      const shell: Server = await serveStatic({ root: dist, port: shellPort, siteDir: () => currentSiteDir(releases) });
      const forum: Server = await serveStatic({ root: path.join(releases, 'mfe_forum'), port: forumPort, immutable: (pathname) => pathname.startsWith(`/${VERSION}/`), allowOrigin: base });
      assert.equal((shell.address() as AddressInfo).port, shellPort);
      const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
      return { base, forum: `http://localhost:${forumPort}`, api, releases, stop: async () => void (await Promise.all([close(shell), close(forum)])) };
    },
  },
  {
    name: 'Caddy (production)',
    async start(root) {
      const shellPort = PORT_BASE + 10;
      const forumPort = PORT_BASE + 12;
      const { dist, releases } = makeSite(root, forumPort);
      const base = `http://localhost:${shellPort}`;
      // Caddy listens on the API's public address too (in front of the API processes).
      const api = `http://localhost:${PORT_BASE + 18}`;
      await writeSiteFiles({ releases, shellDist: dist, apiUrl: api, siteUrl: base });
      writeCaddyfile(releases, { apiUpstreams: ['127.0.0.1:9'], adminAddress: `127.0.0.1:${PORT_BASE + 19}`, shellDist: dist });
      const web = await startWebServer(releases, { quiet: true });
      return { base, forum: `http://localhost:${forumPort}`, api, releases, stop: web.stop };
    },
  },
];

for (const server of servers) {
  describe(`release-time files served by ${server.name}`, { skip: server.name.startsWith('Caddy') && !caddyAvailable() ? 'Caddy is not installed' : false }, () => {
    let root: string;
    let site: Awaited<ReturnType<(typeof servers)[number]['start']>>;
    const get = (pathname: string, init?: RequestInit) => fetch(site.base + pathname, init);

    before(async () => {
      root = mkdtempSync(path.join(os.tmpdir(), 'golf-static-'));
      site = await server.start(root);
    });
    after(async () => {
      await site.stop();
      rmSync(root, { recursive: true, force: true });
    });

    it('caches content-hashed and versioned files for good and makes entry points and pages revalidate', async () => {
      assert.equal((await get('/main.0123456789.js')).headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal((await get('/assets/logo.abcdef0123.png')).headers.get('cache-control'), 'public, max-age=31536000, immutable');
      for (const entry of ['/sw.js', '/remotes.json', '/runtime-config.json', '/discussions/42', '/']) {
        assert.equal((await get(entry)).headers.get('cache-control'), 'no-cache', entry);
      }
      const manifest = await fetch(`${site.forum}/${VERSION}/mf-manifest.json`);
      assert.equal(manifest.headers.get('cache-control'), 'public, max-age=31536000, immutable', 'under a version');
      assert.equal(manifest.headers.get('access-control-allow-origin'), site.base, 'the shell’s page may read it, no other');
      assert.equal((await fetch(`${site.forum}/mfe_forum-releases.json`)).status, 404);
    });

    it('sends the build’s brotli copy to a browser that takes it, else gzip, else the file as it is', async () => {
      const brotli = await raw(`${site.base}/main.0123456789.js`, 'gzip, deflate, br');
      assert.equal(brotli.headers['content-encoding'], 'br');
      assert.match(String(brotli.headers.vary), /Accept-Encoding/);
      assert.equal(brotliDecompressSync(brotli.body).toString(), MAIN);
      assert.ok(brotli.body.length < MAIN.length / 5);
      const gzip = await raw(`${site.base}/main.0123456789.js`, 'gzip');
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(gzip.body).toString(), MAIN);
      const plain = await raw(`${site.base}/main.0123456789.js`, 'identity');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body.toString(), MAIN);
      const image = await raw(`${site.base}/assets/logo.abcdef0123.png`, 'br, gzip');
      assert.equal(image.headers['content-encoding'], undefined);
      assert.match(String(image.headers['content-type']), /^image\/png/);
    });

    it('answers each route with its release-time page, carrying its start-up files and head start', async () => {
      const html = await (await get('/discussions/12')).text();
      assert.match(html, /<script type="application\/json" data-file="\/remotes.json">\{"remotes":/);
      assert.match(html, /<script type="application\/json" data-file="\/runtime-config.json">\{"apiUrl":"/);
      assert.ok(html.includes(`"apiUrl":"${site.api}"`));
      assert.ok(html.includes(`<link rel="preload" href="${site.forum}/${VERSION}/page.1234567890.js" as="script" />`), 'the page chunk named in the head');
      assert.ok(!(await (await get('/login')).text()).includes('page.1234567890.js'), 'a shell page names no remote code');
      assert.ok(!(await (await get('/admin/users')).text()).includes('page.1234567890.js'), 'an admin page names no code for a visitor');
    });

    it('a section members write carries noindex; the others do not', async () => {
      const noindex = /<meta name="robots" content="noindex" \/>/;
      assert.match(await (await get('/discussions/12')).text(), noindex);
      for (const pathname of ['/news/3', '/', '/about-us']) assert.doesNotMatch(await (await get(pathname)).text(), noindex, pathname);
    });

    it('answers paths that are no page with 404 and the shell’s page; the shell’s and remotes’ pages with 200', async () => {
      for (const pathname of ['/', '/login', '/about-us', '/golfcourses/', '/discussions', '/discussions/12', '/admin/moderation']) {
        assert.equal((await get(pathname)).status, 200, pathname);
      }
      for (const pathname of ['/nope', '/discussionsx', '/login/extra', '/wp-admin', '/missing.0123456789.js', '/..%2F..%2Fetc%2Fpasswd']) {
        const response = await get(pathname);
        assert.equal(response.status, 404, pathname);
        assert.match(await response.text(), /<title>Golf<\/title>/, 'the app draws its not-found page');
        assert.ok(response.headers.get('content-security-policy'), 'a 404 page is still a page');
      }
      assert.equal((await fetch(`${site.forum}/${VERSION}/missing.js`)).status, 404);
      assert.equal((await fetch(`${site.forum}/%2e%2e/%2e%2e/remotes.json`)).status, 404, 'nothing outside the remote’s folder');
    });

    it('sends every page the security headers, with a policy that follows a release to another origin', async () => {
      // Each on a new connection: a reload closes the web server's idle ones.
      const policyOf = async (pathname: string) => String((await raw(site.base + pathname, 'identity')).headers['content-security-policy'] ?? '');
      for (const pathname of ['/', '/discussions/12', '/nope']) {
        const page = await get(pathname);
        assert.ok((page.headers.get('content-security-policy') ?? '').includes(`script-src 'self' ${FIRST_READS_SCRIPT_SOURCE} ${site.forum};`), pathname);
        assert.equal(page.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
        assert.equal(page.headers.get('x-frame-options'), 'DENY');
      }
      const policy = await policyOf('/');
      for (const directive of ["frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'", `connect-src 'self' ${site.api} ${site.forum}`, `report-uri ${site.api}/ext/csp-report`]) {
        assert.ok(policy.includes(directive), directive);
      }
      assert.ok(!/unsafe-eval/.test(policy) && !/script-src[^;]*unsafe-inline/.test(policy), 'no eval, no inline scripts');
      for (const file of ['/main.0123456789.js', '/remotes.json', '/assets/logo.abcdef0123.png']) {
        assert.equal((await get(file)).headers.get('content-security-policy'), null, file);
      }

      // A release moves the forum to a CDN: the release step writes the site files again (and
      // reloads Caddy); the next page is sent the new origin, with no restart.
      const compositionFile = path.join(site.releases, 'remotes.json');
      const { readFileSync } = await import('node:fs');
      const composition = JSON.parse(readFileSync(compositionFile, 'utf8'));
      writeFileSync(compositionFile, JSON.stringify({ ...composition, remotes: [{ ...composition.remotes[0], entry: `https://cdn.golf.example/mfe_forum/${VERSION}/mf-manifest.json` }] }));
      await publishSite({ releases: site.releases });
      assert.ok((await policyOf('/')).includes(`script-src 'self' ${FIRST_READS_SCRIPT_SOURCE} https://cdn.golf.example;`));
      assert.ok(!(await policyOf('/')).includes(site.forum));
      writeFileSync(compositionFile, JSON.stringify(composition));
      await publishSite({ releases: site.releases });
      assert.ok((await policyOf('/')).includes(site.forum), 'and back');
    });

    it('serves robots.txt and a sitemap of the public pages from the configured site address, never the request’s Host', async () => {
      const robots = await (await get('/robots.txt', { headers: { host: 'evil.example' } })).text();
      assert.match(robots, /^User-agent: \*$/m);
      assert.match(robots, /^Disallow: \/admin$/m);
      assert.match(robots, /^Disallow: \/discussions$/m, 'pages members write are not for search engines');
      assert.doesNotMatch(robots, /Disallow: \/news/);
      assert.match(robots, new RegExp(`^Sitemap: ${site.base}/sitemap.xml$`, 'm'));
      assert.match(robots, new RegExp(`^Sitemap: ${site.api}/ext/site/sitemap.xml$`, 'm'), 'the announcements’ sitemap, from the API');
      const sitemap = await get('/sitemap.xml');
      assert.match(sitemap.headers.get('content-type') ?? '', /xml/);
      const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      assert.deepEqual(urls, [`${site.base}/news`, `${site.base}/about-us`, `${site.base}/membership-benefit`, `${site.base}/contact-us`, `${site.base}/golfcourses`, `${site.base}/privacy`]);
    });

    it('answers a malformed request with a 4xx and keeps answering', async () => {
      for (const pathname of ['/%E0%A4%A', '/%', `/${'a'.repeat(10_000)}`]) {
        const response = await get(pathname);
        assert.ok(response.status >= 400 && response.status < 500, `${pathname.slice(0, 20)}: ${response.status}`);
      }
      assert.equal((await get('/discussions', { method: 'POST' })).status, 405);
      assert.equal((await get('/login')).status, 200, 'still answering');
    });

    it('a shell release serves the live version’s pages and files, and an earlier version’s content-hashed files to its open tabs', async () => {
      /** A shell build: its page names its main.js; a lazy page chunk; an unhashed service worker. */
      const shellBuild = (version: string, hash: string) => {
        const dist = path.join(root, `shell-${hash}`, 'dist');
        mkdirSync(dist, { recursive: true });
        writeFileSync(path.join(dist, 'index.html'), INDEX.replace('main.0123456789.js', `main.${hash}.js`));
        writeFileSync(path.join(dist, `main.${hash}.js`), `// shell ${version}`);
        writeFileSync(path.join(dist, `about.${hash}.js`), `// about page of ${version}`);
        writeFileSync(path.join(dist, 'sw.js'), `// worker of ${version}`);
        writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { name: 'shell', buildInfo: { buildVersion: version } } }));
        return publishBuild(dist, site.releases);
      };
      const first = shellBuild('1.0.0-1111111111', '1111111111');
      const next = shellBuild('1.1.0-2222222222', '2222222222');
      const serve = async (version: string) => {
        switchVersion('shell', version, site.releases);
        await publishSite({ releases: site.releases });
      };
      const text = async (pathname: string) => (await raw(site.base + pathname, 'identity')).body.toString();
      await serve(first.version);
      assert.match(await text('/discussions'), /main\.1111111111\.js/);
      assert.equal(await text('/sw.js'), '// worker of 1.0.0-1111111111');

      await serve(next.version);
      assert.match(await text('/discussions'), /main\.2222222222\.js/);
      assert.match(await text('/'), /main\.2222222222\.js/);
      assert.equal(await text('/about.2222222222.js'), '// about page of 1.1.0-2222222222');
      assert.equal(await text('/sw.js'), '// worker of 1.1.0-2222222222', 'an unhashed file is the live version’s');
      // A tab opened on the first version still gets its own content-hashed files, cached for good.
      const earlier = await raw(`${site.base}/about.1111111111.js`, 'identity');
      assert.equal(earlier.status, 200);
      assert.equal(earlier.body.toString(), '// about page of 1.0.0-1111111111');
      assert.equal(earlier.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal((await raw(`${site.base}/about.3333333333.js`, 'identity')).status, 404, 'a file no version has');

      // Rolled back: the first version's page again, and the newer version's files for its tabs.
      await serve(first.version);
      assert.match(await text('/discussions'), /main\.1111111111\.js/);
      assert.equal(await text('/about.2222222222.js'), '// about page of 1.1.0-2222222222');
    });
  });
}
