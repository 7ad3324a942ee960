// `npm run bench`: what a visitor's first visit costs, measured on the composed production site
// (architecture §6), plus the API's own benchmark when it exists. Prints ONE JSON object on stdout;
// progress and a per-file breakdown go to stderr.
//
//   firstVisitAnnouncements: every JS file a fresh Chromium profile downloads for /announcements,
//     their gzipped size (level 6, summed), how many carry react-dom, and the bytes fetched from
//     the admin remote (must be 0 for a visitor).
//   firstVisitOtherRoutes: the same count and sum for the other pages a visitor may land on
//     (/discussions, /event-calendar, /login, /golfcourses), to watch them too.
//   lighthouse: per route a visitor lands on (/announcements, /event-calendar, /discussions), the
//     median score, LCP, TBT and CLS of 3 Lighthouse mobile runs (its defaults: 4× CPU slowdown,
//     1.6 Mbps, 150 ms round trips), each from a fresh profile (scripts/bench/lighthouse.mjs);
//     `--no-lighthouse` skips them, `--lighthouse-runs=N` changes the count.
//   api: the JSON lines of `node api/bench/public-reads.mjs`, or null when that file is absent
//     or when `--first-visit-only` is given (for a quick loop while trimming bundles).
//
// Ports: the site on BENCH_PORT_BASE (default 3700..3705), the API on base + 1000.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from './apps.mjs';
import { serveApps, sitePorts, startApi } from './site.mjs';
import { lighthouseMedian } from './bench/lighthouse.mjs';

const BASE = Number(process.env.BENCH_PORT_BASE ?? 3700);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A property key only react-dom's client sets on a root container: one per copy of react-dom.
const REACT_DOM_MARKER = '__reactContainer$';
const SETTLE_MS = 2000;
const say = (message) => process.stderr.write(`[bench] ${message}\n`);

const OTHER_LANDING_ROUTES = ['/discussions', '/event-calendar', '/login', '/golfcourses'];
const LIGHTHOUSE_ROUTES = ['/announcements', '/event-calendar', '/discussions'];
const LIGHTHOUSE_RUNS = Number(process.argv.find((arg) => arg.startsWith('--lighthouse-runs='))?.split('=')[1] ?? 3);
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

async function firstVisit(siteUrl, adminOrigin, route = '/announcements', { quiet = false } = {}) {
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
    let adminBytesFetched = 0;
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
    };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Runs the API's benchmark and returns its JSON lines (null when it has none). */
function apiBench() {
  const script = path.join(ROOT, 'api/bench/public-reads.mjs');
  if (!existsSync(script)) return Promise.resolve(null);
  say('running api/bench/public-reads.mjs');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { cwd: path.join(ROOT, 'api'), stdio: ['ignore', 'pipe', 'inherit'] });
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

async function main() {
  buildMissing();
  const { apps, apiPort } = sitePorts(BASE, BASE + 1000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'golf-bench-data-'));
  const stops = [];
  try {
    say(`starting the API on ${apiPort} and the site on ${BASE}..${BASE + apps.length - 1}`);
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
    stops.push(() => api.stop());
    // Its own releases folder: measuring must not change what the developer's site serves.
    const site = await serveApps({ apps, apiUrl: api.url, releases: path.join(dataDir, 'releases') });
    stops.push(() => site.stop());
    const admin = apps.find((app) => app.name === 'mfe_admin');
    say('opening /announcements as a visitor in a fresh Chromium profile');
    const firstVisitAnnouncements = await firstVisit(`http://localhost:${apps[0].port}`, `http://localhost:${admin.port}`);
    say(`first visit: ${firstVisitAnnouncements.jsFileCount} JS files, ${kb(firstVisitAnnouncements.jsBytesGzip)} KB gzipped`);
    const firstVisitOtherRoutes = {};
    for (const route of OTHER_LANDING_ROUTES) {
      const visit = await firstVisit(`http://localhost:${apps[0].port}`, `http://localhost:${admin.port}`, route, { quiet: true });
      firstVisitOtherRoutes[route] = { jsFileCount: visit.jsFileCount, jsBytesGzip: visit.jsBytesGzip };
      say(`first visit to ${route}: ${visit.jsFileCount} JS files, ${kb(visit.jsBytesGzip)} KB gzipped`);
    }
    const lighthouse = {};
    if (!process.argv.includes('--no-lighthouse')) {
      for (const route of LIGHTHOUSE_ROUTES) {
        const result = await lighthouseMedian(`http://localhost:${apps[0].port}${route}`, LIGHTHOUSE_RUNS);
        lighthouse[route] = result;
        say(`lighthouse mobile ${route}: score ${result.score}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls} (median of ${LIGHTHOUSE_RUNS})`);
      }
    }
    // The site is stopped before the API benchmark so the two measurements do not compete.
    while (stops.length) await stops.pop()();
    const apiResult = process.argv.includes('--first-visit-only') ? null : await apiBench();
    process.stdout.write(`${JSON.stringify({ firstVisitAnnouncements, firstVisitOtherRoutes, lighthouse, api: apiResult })}\n`);
  } finally {
    while (stops.length) await stops.pop()().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
