// A first visit on a slow phone (issue 17, architecture §4): the page's head already names the
// opened public route's remote files and warms the API's connection, so they download beside
// main.js. The browser must use each of those responses (a preload it does not use is a download
// wasted on one bar of signal), and a visitor's page never names member or admin code.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
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

describe('the page head starts the opened route', () => {
  before(async () => {
    site = await startTestSite({ serviceWorkers: 'block' });
  });
  after(() => site.stop());

  it('names the announcements remote’s manifest, entry and page chunks, and the browser uses every one', async () => {
    const { links } = await hintsOf('/announcements');
    const composition = (await (await fetch(`${site.url}/remotes.json`)).json()) as { remotes: Array<{ name: string; entry: string }> };
    const manifest = composition.remotes.find((remote) => remote.name === 'mfe_announcements')!.entry;
    assert.ok(links.some((link) => link.rel === 'preload' && link.href === manifest && link.as === 'fetch'), 'the manifest');
    const scripts = links.filter((link) => link.rel === 'preload' && link.as === 'script').map((link) => link.href);
    assert.ok(scripts.some((href) => href.endsWith('/remoteEntry.js')), 'the remote entry');
    assert.ok(scripts.some((href) => /__federation_expose_Announcements\.[0-9a-f]+\.js$/.test(href)), 'the page module');
    assert.ok(links.some((link) => link.rel === 'preconnect' && link.href === new URL(site.apiUrl).origin), 'the API connection');

    const page = await site.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto(`${site.url}/announcements`);
    await page.getByTestId('featured').waitFor();
    // Chromium says so on the console when a preloaded response goes unused for a few seconds.
    await page.waitForTimeout(3500);
    assert.deepEqual(warnings, []);
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    for (const href of [manifest, ...scripts]) {
      assert.equal(fetched.filter((name) => name === href).length, 1, `${href} downloaded once`);
    }
    await page.close();
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
});
