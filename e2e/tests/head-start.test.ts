// A first visit on a slow phone (issue 17, architecture §4): the page's head already names the
// opened public route's remote files and warms the API's connection, so they download beside
// main.js. The browser must use each of those responses (a preload it does not use is a download
// wasted on one bar of signal), and a visitor's page never names member or admin code.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { watchRequests } from '../harness/network';
import { startTestSite, type TestSite } from '../harness/site';

let site: TestSite;

/** The preloads and preconnects a page's HTML carries for other origins (the remotes, the API). */
async function hintsOf(pathname: string) {
  const html = await (await fetch(`${site.url}${pathname}`)).text();
  const links = [...html.matchAll(/<link rel="(preload|preconnect)" href="([^"]+)"([^>]*)>/g)]
    .map(([, rel, href, rest]) => ({ rel, href, as: /as="([^"]+)"/.exec(rest)?.[1] }))
    .filter((link) => !link.href.startsWith('/'));
  return { html, links };
}

/**
 * Chromium warns on the console about a preloaded response still unused 3 s after the window's
 * load event (ResourceFetcher's unused-preload timer, which has no event of its own): wait until
 * that moment has passed, counted from the page's own load event, not a guessed delay.
 */
async function pastUnusedPreloadCheck(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return navigation.loadEventEnd > 0 && performance.now() > navigation.loadEventEnd + 3_100;
    },
    undefined,
    { polling: 100, timeout: 15_000 },
  );
  // A round trip: console messages sent before it have reached the test.
  await page.evaluate(() => 0);
}

describe('the page head starts the opened route', () => {
  before(async () => {
    site = await startTestSite({ serviceWorkers: 'block' });
  });
  after(() => site.stop());

  it('carries the announcements remote’s manifest, and names its entry and page chunks as one file; the browser asks for each once', async () => {
    const { links, html } = await hintsOf('/announcements');
    const composition = (await (await fetch(`${site.url}/remotes.json`)).json()) as { remotes: Array<{ name: string; entry: string }> };
    const manifest = composition.remotes.find((remote) => remote.name === 'mfe_announcements')!.entry;
    const carried = new RegExp(`<script type="application/json" data-file="${manifest.replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&')}">\\{`);
    assert.match(html, carried, 'the page carries the manifest');
    const scripts = links.filter((link) => link.rel === 'preload' && link.as === 'script').map((link) => link.href.replace(/&amp;/g, '&'));
    assert.equal(scripts.length, 1, 'one script');
    const combined = new URL(scripts[0]);
    // Written at release beside the files it holds, named by its content (scripts/combined-scripts.mjs).
    assert.equal(new URL('.', combined).href, new URL('.', manifest).href, 'in the version’s folder');
    assert.match(combined.pathname, /\/first-screen\.[0-9a-f]{10}\.js$/);
    const files = combined.searchParams.get('files')!.split(',');
    assert.equal(files[0], 'remoteEntry.js', 'the remote entry first');
    assert.ok(files.some((file) => /^__federation_expose_Announcements\.[0-9a-f]+\.js$/.test(file)), 'the page module');
    assert.ok(files.some((file) => /^__federation_expose_Announcements\.prefetch\.[0-9a-f]+\.js$/.test(file)), 'the prefetch module');
    assert.ok(links.some((link) => link.rel === 'preconnect' && link.href === new URL(site.apiUrl).origin), 'the API connection');

    // The combined file is the files themselves, one after the other, a static file like them.
    const response = await fetch(combined);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const body = await response.text();
    const parts = await Promise.all(files.map(async (file) => (await fetch(new URL(file, manifest))).text()));
    assert.equal(body, parts.join('\n;\n'), 'the files, in order');
    // No request makes one: the old on-the-fly address is no file.
    assert.equal((await fetch(new URL(`combined.js?files=${files[0]}`, manifest))).status, 404);

    const page = await site.newPage();
    const { sent } = await watchRequests(page, site.url);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(`${site.url}/announcements`);
    await page.getByTestId('featured').waitFor();
    await pastUnusedPreloadCheck(page);
    assert.deepEqual(warnings, []);
    assert.equal(sent.filter(({ url }) => url === combined.href).length, 1, 'the combined file downloaded once');
    for (const file of files) assert.deepEqual(sent.filter(({ url }) => url === new URL(file, manifest).href), [], `${file} not asked for again`);
    assert.deepEqual(sent.filter(({ url }) => url === manifest), [], 'the manifest read from the page');
    await page.close();
  });

  it('names every script the first screen of /discussions and /event-calendar needs, the remote’s own copies of shared modules included', async () => {
    for (const pathname of ['/discussions', '/event-calendar']) {
      const { links } = await hintsOf(pathname);
      const preloaded = links.filter((link) => link.rel === 'preload' && link.as === 'script').map((link) => link.href.replace(/&amp;/g, '&'));
      const page = await site.newPage();
      const { sent } = await watchRequests(page, site.url);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (/preload/i.test(message.text())) warnings.push(message.text());
      });
      await page.goto(`${site.url}${pathname}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await pastUnusedPreloadCheck(page);
      assert.deepEqual(warnings, [], `${pathname}: every preload used`);
      // Every script of the remote's origin the page ran, but the texts (their own preload, made
      // by the first reads' script for the visitor's language), was named by the head: none was
      // found out about only once main.js had run.
      const remoteOrigin = new URL(preloaded[0]).origin;
      const scripts = [...new Set(sent.map(({ url }) => url).filter((url) => url.startsWith(remoteOrigin) && url.endsWith('.js')))];
      const late = scripts.filter((url) => !preloaded.includes(url) && !/\/[a-z]+\.(zh|en)\.[0-9a-f]+\.js$/.test(url));
      assert.deepEqual(late, [], `${pathname}: scripts the head did not name`);
      for (const href of preloaded) assert.equal(sent.filter(({ url }) => url === href).length, 1, `${href} downloaded once`);
      await page.close();
    }
  });

  it('names no code for member and admin pages, only the connections', async () => {
    for (const pathname of ['/membership', '/admin', '/admin/users']) {
      const { links } = await hintsOf(pathname);
      assert.deepEqual(links.filter((link) => link.rel === 'preload'), [], pathname);
      assert.ok(links.some((link) => link.rel === 'preconnect'), pathname);
    }
  });

  it('a shell page and an unknown path get the API connection only', async () => {
    for (const pathname of ['/about-us', '/no-such-page']) {
      const { links } = await hintsOf(pathname);
      assert.deepEqual(links.map((link) => link.rel), ['preconnect'], pathname);
    }
  });

  it('the tab icon rides in the page; the manifest and home-screen icon are linked only once the page has loaded', async () => {
    const { html } = await hintsOf('/announcements');
    assert.match(html, /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,%3Csvg/);
    assert.doesNotMatch(html, /rel="(manifest|apple-touch-icon)"/);
    const page = await site.newPage();
    const { sent } = await watchRequests(page, site.url);
    await page.goto(`${site.url}/announcements`);
    await page.getByTestId('featured').waitFor();
    // Linked once the browser has recorded the first contentful paint, which may come after the network is quiet.
    await page.waitForFunction(() => document.head.querySelector('link[rel="manifest"]'));
    const linked = await page.evaluate(() => Array.from(document.head.querySelectorAll('link[rel="manifest"], link[rel="apple-touch-icon"]')).map((link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`));
    assert.deepEqual(linked, ['manifest /manifest.webmanifest', 'apple-touch-icon /icons/icon-192.png']);
    assert.deepEqual(sent.filter((request) => /\/favicon\.(ico|svg)$/.test(request.url)), [], 'no icon file asked for');
    await page.close();
  });

  describe('the first reads (scripts/first-reads.mjs)', () => {
    const isoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

    for (const { path, reads, shows } of [
      { path: '/announcements', reads: () => ['ext/announcement/featured', 'ext/announcement/latest', 'ext/announcement/list?page=1', 'ext/liveupdate/list'], shows: (page: Page) => page.getByTestId('featured').waitFor() },
      { path: '/event-calendar', reads: () => [`ext/event/calendar?date=${isoDay(new Date())}`, `ext/event/calendar/dates?month=${isoDay(new Date()).slice(0, 7)}`], shows: (page: Page) => page.locator('.react-calendar').waitFor() },
      { path: '/discussions', reads: () => ['ext/discussion/thread/list?page=1'], shows: (page: Page) => page.getByRole('heading', { level: 1 }).waitFor() },
    ]) {
      it(`${path}: the head asks for the page's reads and texts once; the app's own reads are answered by the browser's cache`, async () => {
        const page = await site.newPage();
        const { sent, reachedServer } = await watchRequests(page, site.url);
        await page.goto(`${site.url}${path}`);
        await shows(page);
        await page.waitForLoadState('networkidle');
        for (const read of reads()) {
          const url = `${site.apiUrl}/${read}`;
          const asked = sent.filter((request) => request.url === url);
          assert.equal(asked.filter((request) => request.byHead).length, 1, `${read} asked by the head`);
          // The urgent banner asks for the live updates again once its stream is open, past the
          // browser's cache on purpose (a warning made a moment earlier must show): at most that once more.
          const allowed = read === 'ext/liveupdate/list' ? 2 : 1;
          const reached = reachedServer(url).length;
          assert.ok(reached >= 1 && reached <= allowed, `${read} reached the API ${reached} times (asked ${asked.length} times, at most ${allowed})`);
        }
        // On their own or, as the site's default language, in the one file of the route's first screen.
        const texts = sent.filter(({ url }) => {
          const { pathname, searchParams } = new URL(url);
          const names = /\/first-screen\.[0-9a-f]+\.js$/.test(pathname) ? (searchParams.get('files') ?? '').split(',') : [pathname];
          return names.some((name) => /(^|\/)[a-z]+\.zh\.[0-9a-f]+\.js$/.test(name));
        });
        assert.equal(texts.length, 1, 'the Chinese texts downloaded once');
        assert.equal(sent.filter((request) => /\/[a-z]+\.en\.[0-9a-f]+\.js$/.test(request.url)).length, 0, 'no English texts');
        await page.close();
      });
    }

    it('an English visitor’s head asks for the English texts; a member’s asks for no visitor reads', async () => {
      const english = await site.newPage({ language: 'en' });
      const englishRequests = await watchRequests(english, site.url);
      await english.goto(`${site.url}/announcements`);
      await english.getByTestId('featured').waitFor();
      assert.equal(englishRequests.sent.filter((request) => /\/announcements\.en\.[0-9a-f]+\.js$/.test(request.url)).length, 1);
      assert.equal(englishRequests.sent.filter((request) => /\/announcements\.zh\.[0-9a-f]+\.js$/.test(request.url)).length, 0);
      await english.close();

      const member = await site.newPage();
      await member.addInitScript(() => sessionStorage.setItem('auth_token', 'a-session'));
      const memberRequests = await watchRequests(member, site.url);
      await member.goto(`${site.url}/announcements`);
      await member.waitForLoadState('networkidle');
      assert.deepEqual(memberRequests.sent.filter((request) => request.byHead && request.url.startsWith(site.apiUrl)), []);
      await member.close();
    });

    it('the page carries its start-up files, and the browser does not ask for them', async () => {
      const html = await (await fetch(`${site.url}/announcements`)).text();
      assert.match(html, /<script type="application\/json" data-file="\/remotes.json">\{"remotes":/);
      assert.match(html, /<script type="application\/json" data-file="\/runtime-config.json">\{"apiUrl":/);
      const page = await site.newPage();
      const { sent } = await watchRequests(page, site.url);
      await page.goto(`${site.url}/announcements`);
      await page.getByTestId('featured').waitFor();
      assert.deepEqual(sent.filter((request) => /\/(remotes|runtime-config)\.json$/.test(request.url)), []);
      await page.close();
    });
  });
});

