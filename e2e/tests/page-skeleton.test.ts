// The release-time page paints the frame's outline before any script (issue 34,
// scripts/page-skeleton.mjs): the nav bar and the main area's space, in the page's language,
// hidden from assistive technology, styled by the theme's stylesheet, and replaced by React's
// frame where it stood (no layout shift, nothing the page's policy refuses). Without script the
// page says, in both languages, that it needs it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chromium, type Page } from 'playwright-core';
import { SKELETON_ATTRIBUTE, skeletonHtml, withSkeleton } from '../../scripts/page-skeleton.mjs';
import { CHROMIUM, screenshot } from '../harness/browser';
import { startTestSite, type TestSite } from '../harness/site';

const TEMPLATE = (lang: string) => `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><div id="root"></div></body></html>`;
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#1b6a3c"/></svg>';

/** The skeleton inside a page's #root, or null. */
const skeletonOf = (html: string) => new RegExp(`<div id="root">(<div class="golf-skeleton" ${SKELETON_ATTRIBUTE}="(zh|en)">.*?)</div></body>`, 's').exec(html);

/** What the skeleton must not carry: a landmark, heading or control, an inline style, a script. */
function assertInert(skeleton: string) {
  assert.doesNotMatch(skeleton, /<(header|nav|main|footer|h[1-6]|a|button|input|script)\b/i);
  assert.doesNotMatch(skeleton, /\sstyle=/i);
  assert.doesNotMatch(skeleton, /\son[a-z]+=/i);
}

describe('the page skeleton (release time)', () => {
  it('is written into #root in the page’s language, inert and hidden from assistive technology', () => {
    const zh = withSkeleton(TEMPLATE('zh-Hant'), { logo: LOGO });
    const match = skeletonOf(zh);
    assert.ok(match, zh);
    assert.equal(match[2], 'zh');
    assertInert(match[1]);
    // The bar and the main area are aria-hidden; the no-script lines are not (they are the page then).
    assert.equal(match[1].match(/aria-hidden="true"/g)?.length, 2);
    assert.match(match[1], /<div class="golf-skeleton-bar" aria-hidden="true"><div class="golf-skeleton-row"><svg class="golf-skeleton-logo" width="36" height="36" focusable="false"/);
    assert.match(match[1], /<noscript><div class="golf-skeleton-noscript"><p lang="zh-Hant">本網站需要 JavaScript[^<]*<\/p><p lang="en">This site needs JavaScript[^<]*<\/p><\/div><\/noscript>/);
    // The club's name differs between the languages and the visitor's is known only to script.
    assert.doesNotMatch(match[1], /青少年高爾夫社群|Youth Golf Community/);

    const en = skeletonOf(withSkeleton(TEMPLATE('en'), { logo: LOGO }));
    assert.equal(en?.[2], 'en');
    assert.match(en![1], /<noscript><div class="golf-skeleton-noscript"><p lang="en">[^<]*<\/p><p lang="zh-Hant">/);
  });

  it('the shell’s logo is the one drawn; a page without an empty #root is left as it is', () => {
    assert.match(skeletonHtml(), /<svg class="golf-skeleton-logo"[^>]* viewBox="0 0 64 64">.*<\/svg>/s);
    const page = '<html lang="zh-Hant"><body><div id="root"><p>x</p></div></body></html>';
    assert.equal(withSkeleton(page, { logo: LOGO }), page);
    // '$' in the markup stays text (a String.replace pattern would read "$'" as the page's rest).
    assert.ok(withSkeleton(TEMPLATE('zh-Hant'), { logo: "<svg><title>$' $&</title></svg>" }).includes("<title>$' $&</title>"));
  });
});

describe('the page skeleton (served)', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite({ serviceWorkers: 'block' });
  });
  after(() => site.stop());

  it('every page carries it, Chinese, with the theme’s rules for it', async () => {
    let stylesheet = '';
    for (const path of ['/announcements', '/event-calendar', '/discussions', '/login', '/no-such-page']) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      assert.match(html, /<html lang="zh-Hant">/, path);
      const match = skeletonOf(html);
      assert.ok(match, `${path} has the skeleton`);
      assert.equal(match[2], 'zh', path);
      assertInert(match[1]);
      stylesheet ||= /<link data-golf-theme href="([^"]+)"/.exec(html)?.[1] ?? '';
    }
    const css = await (await fetch(`${site.url}${stylesheet}`)).text();
    for (const rule of ['.golf-skeleton{', '.golf-skeleton-bar{', '.golf-skeleton-row{', '.golf-skeleton-logo{', '.golf-skeleton-main{', '.golf-skeleton-noscript{']) assert.ok(css.includes(rule), rule);
  });

  for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 900 }]) {
    it(`at ${viewport.width}px: painted before main.js, then replaced by the frame where it stood, with no layout shift`, async () => {
      const page = await site.newPage();
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // main.js is held until the skeleton has been measured: what a phone shows while it downloads.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${site.url}/announcements`, { waitUntil: 'commit' });
      await page.waitForFunction(() => {
        const bar = document.querySelector('.golf-skeleton-bar');
        return bar !== null && getComputedStyle(bar).position === 'sticky' && document.querySelector('.golf-skeleton-main') !== null;
      });
      // A contentful paint (the logo) while main.js has not arrived: before, nothing was drawn.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length === 1);
      const before = await geometry(page, '.golf-skeleton-bar', '.golf-skeleton-logo', '.golf-skeleton-main');
      await screenshot(page, `page-skeleton-${viewport.width}`);
      release();
      await page.getByRole('banner').waitFor();
      await page.getByTestId('featured').waitFor();
      assert.equal(await page.locator(`[${SKELETON_ATTRIBUTE}]`).count(), 0, 'React replaced the skeleton');
      const after = await geometry(page, 'header', '[data-testid="logo"]', 'main');
      assert.deepEqual(after, before);
      assert.ok(before.bar.height > 60 && before.logo.width === 36, JSON.stringify(before));
      assert.deepEqual(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts), []);
      assert.deepEqual(site.takeCspViolations(), []);
      await page.close();
    });
  }

  it('without script: the skeleton and a line in both languages, nothing to press', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.goto(`${site.url}/announcements`);
      await page.locator('.golf-skeleton-noscript').waitFor();
      assert.match(await page.locator('.golf-skeleton-noscript').innerText(), /本網站需要 JavaScript.*\n+This site needs JavaScript/s);
      assert.equal(await page.locator('a, button, input').count(), 0);
      await screenshot(page, 'page-skeleton-no-script');
    } finally {
      await browser.close();
    }
  });
});

/** The boxes of the bar, its logo and the main area (the main area's top and width only: its height is the content's). */
async function geometry(page: Page, bar: string, logo: string, main: string) {
  // No helper function inside: the test's compiler would wrap it in a name helper the page lacks.
  const [barBox, logoBox, mainBox] = await page.evaluate(
    (selectors) =>
      selectors.map((selector) => {
        const { x, y, width, height } = document.querySelector(selector)!.getBoundingClientRect();
        return { x, y, width, height };
      }),
    [bar, logo, main],
  );
  return { bar: barBox!, logo: logoBox!, main: { x: mainBox!.x, y: mainBox!.y, width: mainBox!.width } };
}
