// The production topology (docs/deploy.md, scripts/production.mjs) for journeys: Caddy in front of
// the shell's, the remotes' and the API's origins, two API processes on a PostgreSQL database of
// the run's own, and a fresh Chromium. Journeys reach everything through Caddy, as a club's
// visitors would.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { startProductionSite } from '../../scripts/production.mjs';
import { createScratchDatabase } from '../../scripts/scratch-database.mjs';
import { launchBrowser, removeTempDir, tempDir } from './browser';
import { ADMIN, watchedPages } from './site';

export { ADMIN };

export interface ApiProcess {
  url: string;
  /** Ends the process at once (SIGKILL: no graceful shutdown, connections cut); resolves when it is gone. */
  kill: () => Promise<void>;
  /**
   * Starts it again on its port; resolves once Caddy sends it requests again: its active health
   * check has reached the process (healthy) and no failed dial still counts against it. That is
   * how a club restarts processes one after another (docs/deploy.md).
   */
  restart: () => Promise<void>;
  output: () => string;
}

export interface ProductionSite {
  /** The shell's origin, served by Caddy. */
  url: string;
  /** The API's public address: Caddy's load balancer. */
  apiUrl: string;
  /** Every front-end origin Caddy serves (the shell's first), by federation name. */
  origins: Record<string, string>;
  releasesDir: string;
  /** Caddy's admin endpoint (its live configuration at /config/). */
  caddyAdmin: string;
  apiProcesses: ApiProcess[];
  browser: BrowserContext;
  newPage: (options?: { language?: 'zh' | 'en' }) => Promise<Page>;
  /** What the pages' Content-Security-Policy refused so far, emptied (stop() fails on any left). */
  takeCspViolations: () => string[];
  /** Runs SQL on the run's database (a journey checking what was stored). */
  sql: (statement: string) => string;
  stop: () => Promise<void>;
}

/** Waits until Caddy's load balancer counts the API process on `port` healthy again (see ApiProcess.restart). */
async function backInPool(caddyAdmin: string, port: string, timeoutMs = 20_000) {
  const metricsUrl = `http://127.0.0.1:${Number(port) + 5000}/metrics`;
  const deadline = Date.now() + timeoutMs;
  let state = 'not asked yet';
  while (Date.now() < deadline) {
    const metrics = await fetch(metricsUrl).then((response) => response.text(), () => '');
    const checkedByCaddy = /http_requests_total\{[^}]*route="\/health"[^}]*status="200"[^}]*\} [1-9]/.test(metrics);
    const upstreams = await fetch(`http://${caddyAdmin}/reverse_proxy/upstreams`).then(
      (response) => response.json() as Promise<Array<{ address: string; fails: number }>>,
      () => [],
    );
    const fails = upstreams.find((upstream) => upstream.address.endsWith(`:${port}`))?.fails;
    state = `health checked by Caddy: ${checkedByCaddy}, failed dials counted: ${fails}`;
    if (checkedByCaddy && fails === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`API process on port ${port} not back in Caddy's pool after ${timeoutMs} ms (${state})`);
}

/**
 * Starts the topology on E2E_PORT_BASE (default 3600: the shell, the remotes on the next five
 * ports, the API's public port base + 1000, its processes base + 1011 and up, Caddy's admin
 * 127.0.0.1:(base - 981)). The database is created on the server DATABASE_URL names (default
 * 127.0.0.1:5432) and dropped by stop().
 */
export async function startProductionTopology(): Promise<ProductionSite> {
  const base = Number(process.env.E2E_PORT_BASE ?? 3600);
  const database = createScratchDatabase('golf_e2e_production');
  const work = tempDir('golf-e2e-production-');
  const caddyAdmin = `127.0.0.1:${base - 981}`;
  let site: Awaited<ReturnType<typeof startProductionSite>> | undefined;
  try {
    site = await startProductionSite({
      base,
      databaseUrl: database.url,
      apiProcesses: 2,
      releases: path.join(work, 'releases'),
      adminAddress: caddyAdmin,
      quiet: true,
      env: {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'true',
        RATE_LIMIT_PER_MINUTE: '1000',
        PAYMENT_PROVIDER: 'sandbox',
      },
    });
  } catch (error) {
    removeTempDir(work);
    database.drop();
    throw error;
  }
  const production = site;
  const browser = await launchBrowser();
  const pages = watchedPages(browser);
  const apiProcesses: ApiProcess[] = production.apis.map((_, index) => ({
    get url() {
      return production.apis[index].url;
    },
    kill: async () => {
      const { child } = production.apis[index];
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    restart: async () => {
      const { url } = await production.restartApi(index);
      await backInPool(caddyAdmin, new URL(url).port);
    },
    output: () => production.apis[index].output(),
  }));
  return {
    url: production.url,
    apiUrl: production.apiUrl,
    origins: Object.fromEntries(production.apps.map((app: { name: string; port: number }) => [app.name, `http://localhost:${app.port}`])),
    releasesDir: production.releases,
    caddyAdmin,
    apiProcesses,
    browser,
    newPage: pages.newPage,
    takeCspViolations: pages.takeCspViolations,
    sql: database.sql,
    stop: async () => {
      try {
        await browser.close();
        await production.stop();
      } finally {
        database.drop();
        removeTempDir(work);
      }
      pages.failOnViolations();
    },
  };
}
