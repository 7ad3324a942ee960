import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
// The same code `npm start` runs: the journeys test what a visitor gets.
import { serveApps, sitePorts, startApi } from '../../scripts/site.mjs';
import { launchBrowser } from './browser';

export const ADMIN = { email: 'admin@golf.test', password: 'Admin-Pass-2026' };

export interface TestSite {
  url: string;
  apiUrl: string;
  /** Where this site's remotes are published (RELEASES_DIR for scripts/release.mjs). */
  releasesDir: string;
  browser: BrowserContext;
  /** A new tab; `language` sets the stored choice before the tab's first page load. */
  newPage: (options?: { language?: 'zh' | 'en' }) => Promise<Page>;
  /** Stops or restarts one app's server (failure isolation journeys). */
  stopApp: (name: string) => Promise<void>;
  restartApp: (name: string) => Promise<void>;
  /** Stops every app's server and the API: the browser finds no network (offline journeys). */
  goOffline: () => Promise<void>;
  /** What the pages' Content-Security-Policy refused so far, emptied (stop() fails on any left). */
  takeCspViolations: () => string[];
  /** The API's log so far (JSON lines). */
  apiLog: () => string;
  stop: () => Promise<void>;
}

const CSP_MARK = '[csp-violation]';

/**
 * New tabs of a browser that report what the pages' Content-Security-Policy refused; `language`
 * sets the stored choice before the tab's first page load. Shared by the demo site and the
 * production topology (production-site.ts).
 */
export function watchedPages(browser: BrowserContext) {
  const cspViolations: string[] = [];
  return {
    newPage: async ({ language }: { language?: 'zh' | 'en' } = {}): Promise<Page> => {
      const page = await browser.newPage();
      // Every journey runs under the pages' real policy: anything it refuses is a failure.
      await page.addInitScript((mark) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`${mark} ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber})`);
        });
      }, CSP_MARK);
      page.on('console', (message) => {
        if (message.text().startsWith(CSP_MARK)) cspViolations.push(message.text().slice(CSP_MARK.length + 1));
      });
      // Before the tab's first page only: a reload keeps what the visitor chose since.
      if (language) {
        await page.addInitScript((lang) => {
          if (sessionStorage.getItem('e2e:language-set')) return;
          sessionStorage.setItem('e2e:language-set', '1');
          localStorage.setItem('language', lang);
        }, language);
      }
      return page;
    },
    /** What was refused so far, emptied. */
    takeCspViolations: () => cspViolations.splice(0),
    /** Throws when anything refused was left untaken (a site's stop()). */
    failOnViolations: () => {
      if (cspViolations.length) throw new Error(`The pages' Content-Security-Policy refused:\n${cspViolations.join('\n')}`);
    },
  };
}

/**
 * The composed production site on its own ports (E2E_PORT_BASE, default 3600; API base+1000)
 * with a fresh embedded database and the demo content, and a fresh Chromium profile.
 */
export async function startTestSite({ viewport, serviceWorkers = 'allow' }: { viewport?: { width: number; height: number }; serviceWorkers?: 'allow' | 'block' } = {}): Promise<TestSite> {
  const base = Number(process.env.E2E_PORT_BASE ?? 3600);
  const { apps, apiPort } = sitePorts(base, base + 1000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'golf-e2e-data-'));
  const api = await startApi({
    port: apiPort,
    quiet: true,
    env: {
      DATA_DIR: path.join(dataDir, 'db'),
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      WEB_ORIGIN: apps.map((app) => `http://localhost:${app.port}`).join(','),
      PUBLIC_API_URL: `http://localhost:${apiPort}`,
      RATE_LIMIT_PER_MINUTE: '1000',
      PAYMENT_PROVIDER: 'sandbox',
    },
  });
  // The run's own releases folder: platform-redeploy releases and rolls back remotes in it.
  const releasesDir = path.join(dataDir, 'releases');
  const site = await serveApps({ apps, apiUrl: api.url, releases: releasesDir });
  const browser = await launchBrowser(viewport, [], serviceWorkers);
  const url = `http://localhost:${apps[0].port}`;
  const pages = watchedPages(browser);
  return {
    url,
    apiUrl: api.url,
    releasesDir,
    browser,
    newPage: pages.newPage,
    stopApp: (name) => site.stopApp(name),
    goOffline: async () => {
      await Promise.all(apps.map((app) => site.stopApp(app.name)));
      await api.stop();
    },
    restartApp: (name) => site.restartApp(name),
    takeCspViolations: pages.takeCspViolations,
    apiLog: () => api.output(),
    stop: async () => {
      await browser.close();
      await site.stop();
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
      pages.failOnViolations();
    },
  };
}
