// Module Federation seen from a browser: React is downloaded once, and a remote whose server is
// down costs only its own section — the rest of the site keeps working and Retry brings it back.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page, Request, Response } from 'playwright-core';
import { watchRequests } from '../harness/network';
import { startTestSite, type TestSite } from '../harness/site';
import { until } from '../harness/wait';

// A property key only react-dom's client sets on a root container.
const REACT_DOM_MARKER = '__reactContainer$';

let site: TestSite;

/** Every JavaScript body the page downloads, by URL, and how many scripts are still on their way. */
function recordScripts(page: Page): { scripts: Map<string, Promise<string>>; loading: () => number } {
  const scripts = new Map<string, Promise<string>>();
  const pending = new Set<Request>();
  page.on('request', (request) => void (request.resourceType() === 'script' && pending.add(request)));
  page.on('requestfinished', (request) => void pending.delete(request));
  page.on('requestfailed', (request) => void pending.delete(request));
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript')) scripts.set(response.url(), response.text().catch(() => ''));
  });
  return { scripts, loading: () => pending.size };
}

/** The section rendered: something other than a spinner or the unavailable panel. */
async function mainHasContent(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return !!main && !main.querySelector('[data-testid="remote-unavailable"], [role="status"]') && main.innerText.trim().length > 20;
    },
    undefined,
    // The first page of a cold browser on a busy 2-core machine can take a while.
    { timeout: 45_000 },
  );
}

async function goInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('shell: federation', () => {
  before(async () => {
    // Each page here is a visitor's first: no offline worker answering from what an earlier page kept.
    site = await startTestSite({ serviceWorkers: 'block' });
  });
  after(() => site.stop());

  it('a first visit to /announcements downloads react-dom exactly once, and no admin code', async () => {
    const page = await site.newPage({ language: 'en' });
    const { scripts, loading } = recordScripts(page);
    await page.goto(`${site.url}/announcements`);
    // Not 'networkidle': the live-updates stream stays open.
    await mainHasContent(page);
    // Loaded, and no script on its way: a second react-dom would have come with the code that drew the page.
    await page.waitForLoadState('load');
    await until(() => loading() === 0, 'the scripts downloaded');
    const bodies = await Promise.all([...scripts].map(async ([url, body]) => ({ url, body: await body })));
    const withReactDom = bodies.filter(({ body }) => body.includes(REACT_DOM_MARKER)).map(({ url }) => url);
    assert.equal(withReactDom.length, 1, `react-dom came in ${withReactDom.join(', ')}`);
    // The shell is on the base port and mfe_admin on base + 5 (scripts/apps.mjs).
    const adminPort = String(Number(new URL(site.url).port) + 5);
    assert.deepEqual(bodies.filter(({ url }) => new URL(url).port === adminPort).map(({ url }) => url), []);
    await page.close();
  });

  it('with the forum down, /discussions shows Retry while the nav and /announcements work; Retry recovers', async () => {
    await site.stopApp('mfe_forum');
    const page = await site.newPage({ language: 'en' });
    await page.goto(`${site.url}/discussions`);
    const unavailable = page.getByTestId('remote-unavailable');
    await unavailable.waitFor({ timeout: 20_000 });
    assert.ok(await unavailable.getByRole('button', { name: 'Retry' }).isVisible());

    // The frame still works, and so does another remote's page.
    // At 1280 px the entry stands in the bar itself.
    await page.getByTestId('nav-bar-links').getByRole('link', { name: 'Announcements', exact: true }).click();
    await page.waitForURL(/\/announcements$/);
    await mainHasContent(page);

    await goInApp(page, '/discussions');
    await unavailable.waitFor();
    await site.restartApp('mfe_forum');
    await unavailable.getByRole('button', { name: 'Retry' }).click();
    await unavailable.waitFor({ state: 'detached', timeout: 20_000 });
    await mainHasContent(page);
    assert.match(page.url(), /\/discussions$/);
    await page.close();
  });

  // Last: the browser's cache (remote files are immutable) would otherwise serve the forum's files
  // in the test that takes the forum down.
  it('a first visit loads the route’s prefetch module with its code, and each API read reaches the API once', async () => {
    for (const [path, reads] of [
      ['/announcements', ['/ext/announcement/featured', '/ext/announcement/latest', '/ext/announcement/list']],
      ['/discussions', ['/ext/discussion/thread/list']],
      ['/event-calendar', ['/ext/event/calendar', '/ext/event/calendar/dates']],
    ] as const) {
      const page = await site.newPage({ language: 'en' });
      const requests = await watchRequests(page, site.url);
      await page.goto(`${site.url}${path}`);
      await mainHasContent(page);
      // The content shown needs every read answered; their answers (from the cache or not) have reached the test.
      await until(
        () => requests.allAnswered(site.apiUrl) && reads.every((read) => requests.sent.some(({ url }) => url.startsWith(site.apiUrl) && new URL(url).pathname === read)),
        `${path}: the reads answered`,
      );
      // The page's head asks first (scripts/first-reads.mjs); the app's own request for the same
      // read is answered by the browser's cache, not by the API.
      const apiReads = requests.sent.filter(({ id, url }) => url.startsWith(site.apiUrl) && !requests.fromCache.has(id)).map(({ url }) => new URL(url).pathname);
      // On its own, or in the one file the page's head names for the route's first screen.
      const prefetchModules = requests.sent.filter(({ url }) => {
        const { pathname, searchParams } = new URL(url);
        return /__federation_expose_\w+\.prefetch\./.test(/\/first-screen\.[0-9a-f]+\.js$/.test(pathname) ? (searchParams.get('files') ?? '') : pathname);
      });
      for (const read of reads) assert.equal(apiReads.filter((url) => url === read).length, 1, `${path}: ${read} reached the API once (${apiReads.join(', ')})`);
      // The route's prefetch module came beside the page's code (its reads then joined by the page:
      // each asked once). When they start is measured by `npm run bench`, not asserted here.
      assert.equal(prefetchModules.length, 1, `${path}: one prefetch module (${prefetchModules.map(({ url }) => url).join(', ')})`);
      await page.close();
    }
  });
});
