// `npm run bench`: what a visitor's first visit costs, measured on the composed production site
// (architecture §6), the production topology a club runs (Caddy in front, two API processes on
// PostgreSQL: scripts/production.mjs) beside the demo server of `npm start`, plus the API's own
// benchmark. Prints ONE JSON object on stdout; progress and a per-file breakdown go to stderr.
//
//   firstVisitAnnouncements: every JS file a fresh Chromium profile downloads for /announcements,
//     their gzipped size (level 6, summed), how many carry react-dom, and the bytes fetched from
//     the admin remote (must be 0 for a visitor).
//   firstVisitOtherRoutes: the same count and sum for the other pages a visitor may land on
//     (/discussions, /event-calendar, /login, /golfcourses), to watch them too.
//   production.firstVisit: the first visit to /announcements through Caddy: the same JS figures and
//     every byte on the wire (headers and bodies as sent, Caddy's precompressed copies).
//   lighthouse: per route a visitor lands on (/announcements, /event-calendar, /discussions), the
//     median score, LCP, TBT and CLS of 3 Lighthouse mobile runs (its defaults: 4× CPU slowdown,
//     1.6 Mbps, 150 ms round trips), each from a fresh profile (scripts/bench/lighthouse.mjs), on
//     the demo server; production.lighthouse the same through Caddy.
//     `--no-lighthouse` skips them, `--lighthouse-runs=N` changes the count.
//   rush: the opening rush through Caddy (scripts/bench/rush.mjs): 500 members enrol into a 100-place
//     event; enrolled, refused "full" and waiting-listed counts, p99 of the enrol call, 5xx count.
//   static: req/s and p99 of Caddy and of the demo server on the first visit's files
//     (scripts/bench/static.mjs, autocannon), one run each.
//   api: the JSON lines of `node api/bench/public-reads.mjs`, or null when that file is absent.
//   dashboard: the JSON lines of api/bench/dashboard.ts: each admin dashboard call's p50/p99 on a
//     generated five-year, 2,000-member club (api/bench/club-volume.ts), PGlite and, with
//     DATABASE_URL, PostgreSQL (issue 43: p99 under 200 ms).
//
// `--only=first-visit,lighthouse,rush,static,api,dashboard` runs those parts alone (`npm run bench --
// --only=rush`); `--first-visit-only` is `--only=first-visit`. The production topology needs Caddy
// and PostgreSQL (DATABASE_URL's server, default 127.0.0.1:5432): without them its figures are
// null with the reason.
//
// Ports: the site on BENCH_PORT_BASE (default 3700..3705), the API on base + 1000; the production
// topology takes the same ports after the demo server has stopped (API processes base + 1011..).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from './apps.mjs';
import { serveApps, sitePorts, startApi } from './site.mjs';
import { lighthouseMedian } from './bench/lighthouse.mjs';
import { openingRush } from './bench/rush.mjs';
import { staticThroughput } from './bench/static.mjs';
import { BENCH_ADMIN, startBenchTopology } from './bench/topology.mjs';
import { caddyAvailable } from './web-server.mjs';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 3700);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A property key only react-dom's client sets on a root container: one per copy of react-dom.
const REACT_DOM_MARKER = '__reactContainer$';
const SETTLE_MS = 2000;
const say = (message) => process.stderr.write(`[bench] ${message}\n`);

const OTHER_LANDING_ROUTES = ['/discussions', '/event-calendar', '/login', '/golfcourses'];
const LIGHTHOUSE_ROUTES = ['/announcements', '/event-calendar', '/discussions'];
const LIGHTHOUSE_RUNS = Number(process.argv.find((arg) => arg.startsWith('--lighthouse-runs='))?.split('=')[1] ?? 3);
const PARTS = ['first-visit', 'lighthouse', 'rush', 'static', 'api', 'dashboard'];
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
if (only?.some((part) => !PARTS.includes(part))) throw new Error(`--only takes ${PARTS.join(', ')}`);
const selected = new Set(only ?? (process.argv.includes('--first-visit-only') ? ['first-visit'] : PARTS));
if (process.argv.includes('--no-lighthouse')) selected.delete('lighthouse');
const RUSH_WINDOW_MS = Number(process.argv.find((arg) => arg.startsWith('--rush-window='))?.split('=')[1] ?? 10) * 1000;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

async function firstVisit(siteUrl, adminOrigin, route = '/announcements', { quiet = false, apiOrigin = 'none:' } = {}) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'golf-bench-profile-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await browser.newPage();
    const pending = [];
    const wire = [];
    let adminBytesFetched = 0;
    // What went over the network: encoded bodies and headers as the server sent them.
    page.on('requestfinished', (request) => {
      wire.push(
        request.sizes().then(
          (sizes) => ({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize }),
          () => ({ url: request.url(), bytes: 0 }),
        ),
      );
    });
    page.on('response', (response) => {
      const url = response.url();
      const isJs = /javascript/.test(response.headers()['content-type'] ?? '') || /\.m?js(\?|$)/.test(url);
      const fromAdmin = new URL(url).origin === adminOrigin;
      if (!isJs && !fromAdmin) return;
      pending.push(
        response.body().then(
          (body) => {
            if (fromAdmin) adminBytesFetched += body.length;
            return isJs ? { url, body } : null;
          },
          () => null,
        ),
      );
    });
    await page.goto(`${siteUrl}${route}`);
    // Rendered: the section shows more than a spinner (not 'networkidle': live updates stream).
    await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        return !!main && !main.querySelector('[role="status"], [data-testid="remote-unavailable"]') && main.innerText.trim().length > 20;
      },
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(SETTLE_MS);
    const files = (await Promise.all(pending)).filter(Boolean);
    const sent = await Promise.all(wire);
    const measured = files.map(({ url, body }) => ({
      url,
      bytes: body.length,
      gzip: gzipSync(body, { level: 6 }).length,
      reactDom: body.includes(REACT_DOM_MARKER),
    }));
    if (!quiet) for (const file of [...measured].sort((a, b) => b.gzip - a.gzip)) {
      say(`${String(kb(file.gzip)).padStart(6)} KB gz ${String(kb(file.bytes)).padStart(7)} KB  ${file.url}${file.reactDom ? '  (react-dom)' : ''}`);
    }
    return {
      jsFiles: measured.map(({ url }) => url),
      jsFileCount: measured.length,
      jsBytesGzip: measured.reduce((sum, file) => sum + file.gzip, 0),
      reactDomCopies: measured.filter((file) => file.reactDom).length,
      adminBytesFetched,
      wireBytes: sent.reduce((sum, file) => sum + file.bytes, 0),
      // Every file of the site's own origins the visit fetched (the API's reads left out).
      siteFiles: sent.map((file) => file.url).filter((url) => !url.startsWith(apiOrigin)),
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Runs one of the API's benchmarks (api/bench/…) and returns its JSON lines (null when it has none). */
function apiBench(name = 'public-reads.mjs', nodeOptions = []) {
  const script = path.join(ROOT, 'api/bench', name);
  if (!existsSync(script)) return Promise.resolve(null);
  say(`running api/bench/${name}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeOptions, script], { cwd: path.join(ROOT, 'api'), stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const lines = output.split('\n').map((line) => line.trim()).filter(Boolean);
      const parsed = lines.map((line) => {
        try {
          return JSON.parse(line);
        } catch {
          return line;
        }
      });
      resolve(code === 0 ? (parsed.length === 1 ? parsed[0] : parsed) : { error: `exited with code ${code}`, output: parsed });
    });
  });
}

/**
 * Builds the apps without a dist/ (scripts/build.mjs buildApps), in a child whose output goes to
 * stderr: stdout carries only the result.
 */
function buildMissing() {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--missing'], { stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error('the build failed');
}

/** The demo server of `npm start` (embedded database) on the bench ports; returns its stop. */
async function startDemoSite(dataDir) {
  const { apps, apiPort } = sitePorts(BASE, BASE + 1000);
  say(`starting the demo server: API on ${apiPort}, the site on ${BASE}..${BASE + apps.length - 1}`);
  const api = await startApi({
    port: apiPort,
    quiet: true,
    env: {
      DATA_DIR: path.join(dataDir, 'db'),
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      WEB_ORIGIN: apps.map((app) => `http://localhost:${app.port}`).join(','),
      PUBLIC_API_URL: `http://localhost:${apiPort}`,
    },
  });
  try {
    // Its own releases folder: measuring must not change what the developer's site serves.
    const site = await serveApps({ apps, apiUrl: api.url, releases: path.join(dataDir, 'releases') });
    return { apps, apiUrl: api.url, stop: async () => (await site.stop(), await api.stop()) };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

async function lighthouseOf(siteUrl, label) {
  const result = {};
  for (const route of LIGHTHOUSE_ROUTES) {
    result[route] = await lighthouseMedian(`${siteUrl}${route}`, LIGHTHOUSE_RUNS);
    say(`lighthouse mobile ${label} ${route}: score ${result[route].score}, LCP ${result[route].lcpMs} ms, TBT ${result[route].tbtMs} ms, CLS ${result[route].cls} (median of ${LIGHTHOUSE_RUNS})`);
  }
  return result;
}

/** Why the production topology cannot run here, or null. */
function productionUnavailable() {
  if (!caddyAvailable()) return 'Caddy is not installed (apt-get install caddy)';
  if (spawnSync('psql', ['--version'], { stdio: 'ignore' }).status !== 0) return 'the PostgreSQL client (psql) is not installed';
  return null;
}

async function main() {
  buildMissing();
  const { apps } = sitePorts(BASE, BASE + 1000);
  const siteUrl = `http://localhost:${apps[0].port}`;
  const adminOrigin = `http://localhost:${apps.find((app) => app.name === 'mfe_admin').port}`;
  const apiOrigin = `http://localhost:${BASE + 1000}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'golf-bench-data-'));
  const result = {};
  let staticFiles = null;
  try {
    if (['first-visit', 'lighthouse', 'static'].some((part) => selected.has(part))) {
      const demo = await startDemoSite(dataDir);
      try {
        say('opening /announcements as a visitor in a fresh Chromium profile');
        const visit = await firstVisit(siteUrl, adminOrigin, '/announcements', { quiet: !selected.has('first-visit'), apiOrigin });
        staticFiles = visit.siteFiles;
        if (selected.has('first-visit')) {
          const { siteFiles, ...figures } = visit;
          result.firstVisitAnnouncements = figures;
          say(`first visit: ${visit.jsFileCount} JS files, ${kb(visit.jsBytesGzip)} KB gzipped, ${kb(visit.wireBytes)} KB on the wire (${siteFiles.length} files of the site)`);
          result.firstVisitOtherRoutes = {};
          for (const route of OTHER_LANDING_ROUTES) {
            const other = await firstVisit(siteUrl, adminOrigin, route, { quiet: true, apiOrigin });
            result.firstVisitOtherRoutes[route] = { jsFileCount: other.jsFileCount, jsBytesGzip: other.jsBytesGzip };
            say(`first visit to ${route}: ${other.jsFileCount} JS files, ${kb(other.jsBytesGzip)} KB gzipped`);
          }
        }
        if (selected.has('lighthouse')) result.lighthouse = await lighthouseOf(siteUrl, 'demo server');
        if (selected.has('static')) {
          say(`static throughput of the demo server on ${staticFiles.length} first-visit files`);
          result.static = { demoServer: await staticThroughput(staticFiles) };
        }
      } finally {
        await demo.stop();
      }
    }

    if (['first-visit', 'lighthouse', 'static', 'rush'].some((part) => selected.has(part))) {
      const unavailable = productionUnavailable();
      if (unavailable) {
        say(`production topology skipped: ${unavailable}`);
        result.production = { skipped: unavailable };
      } else {
        say('starting the production topology: Caddy, two API processes on PostgreSQL');
        const topology = await startBenchTopology({ base: BASE });
        result.production = {};
        try {
          if (selected.has('first-visit')) {
            const visit = await firstVisit(siteUrl, adminOrigin, '/announcements', { apiOrigin });
            const { siteFiles, ...figures } = visit;
            result.production.firstVisit = figures;
            say(`first visit through Caddy: ${visit.jsFileCount} JS files, ${kb(visit.jsBytesGzip)} KB gzipped, ${kb(visit.wireBytes)} KB on the wire (${siteFiles.length} files of the site)`);
          }
          if (selected.has('lighthouse')) result.production.lighthouse = await lighthouseOf(siteUrl, 'Caddy');
          if (selected.has('static')) {
            say(`static throughput of Caddy on ${staticFiles.length} first-visit files`);
            result.static = { ...result.static, caddy: await staticThroughput(staticFiles) };
          }
          if (selected.has('rush')) {
            result.rush = await openingRush({ apiUrl: topology.site.apiUrl, sql: topology.sql, jwtSecret: topology.jwtSecret, admin: BENCH_ADMIN, windowMs: RUSH_WINDOW_MS, log: say });
            const rush = result.rush;
            say(`opening rush: ${rush.stored.enrolments} enrolled, ${rush.outcomes.refusedFull} told "full", ${rush.stored.waitingList} on the waiting list, enrol p99 ${rush.enrolCall.p99Ms} ms, ${rush.serverErrors} 5xx, ${rush.elapsedMs} ms in all${rush.ok ? '' : '  <-- NOT as required'}`);
          }
        } finally {
          await topology.stop();
        }
      }
    }

    // Last, alone: the API's benchmark does not compete with the sites.
    if (selected.has('api')) result.api = await apiBench();
    if (selected.has('dashboard')) result.dashboard = await apiBench('dashboard.ts', ['--import', 'tsx']);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
