// A first visit's first paint (issue 17, decisions 66 and 67): the theme's reset and token
// variables arrive as a stylesheet made at build time, so the page neither computes nor inserts
// them; and the first thing drawn is the whole first screen (frame, page and its first answers,
// the live updates among them), unless the answers are slow, when the frame comes with the page's
// loading panel after about a second, as before. (Before the frame, the release-time page shows
// only its static skeleton: scripts/page-skeleton.mjs, e2e/tests/page-skeleton.test.ts.)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startTestSite, type TestSite } from '../harness/site';

let site: TestSite;

/**
 * Records, from before the page's first script, what #root held when React first drew in it (the
 * release-time page's static skeleton, scripts/page-skeleton.mjs, is there before: not a draw).
 */
async function recordFirstDraw(page: Page) {
  await page.addInitScript(() => {
    const record = (window as unknown as { __firstDraw?: { text: string; loading: boolean; at: number } }) ;
    new MutationObserver((_mutations, observer) => {
      const root = document.getElementById('root');
      if (!root?.firstElementChild || root.firstElementChild.hasAttribute('data-golf-skeleton')) return;
      observer.disconnect();
      record.__firstDraw = { text: root.innerText, loading: root.querySelector('[role="status"] .chakra-spinner, .chakra-skeleton') !== null, at: performance.now() };
    }).observe(document, { childList: true, subtree: true });
  });
}

const firstDraw = (page: Page) => page.evaluate(() => (window as unknown as { __firstDraw?: { text: string; loading: boolean; at: number } }).__firstDraw);

describe('the first paint', () => {
  before(async () => {
    site = await startTestSite({ serviceWorkers: 'block' });
  });
  after(() => site.stop());

  it('takes the theme’s global CSS from a prebuilt stylesheet, not from script', async () => {
    const html = await (await fetch(`${site.url}/announcements`)).text();
    const href = /<link data-golf-theme href="([^"]+)" rel="stylesheet">/.exec(html)?.[1];
    assert.match(href ?? '', /^\/theme\.[0-9a-f]{10}\.css$/);
    const stylesheet = await fetch(`${site.url}${href}`);
    assert.equal(stylesheet.status, 200);
    assert.match(stylesheet.headers.get('cache-control') ?? '', /immutable/);
    const css = await stylesheet.text();
    assert.ok(css.startsWith('@layer reset,base,tokens,recipes;'), 'the layer order comes first');
    assert.match(css, /--chakra-colors-brand-600:#1b6a3c/);

    const page = await site.newPage();
    await page.goto(`${site.url}/announcements`);
    await page.getByTestId('featured').waitFor();
    const applied = await page.evaluate(() => ({
      brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-600').trim(),
      background: getComputedStyle(document.body).backgroundColor,
      // The reset: a heading inherits the body's font size and weight until a style says otherwise.
      margin: getComputedStyle(document.body).margin,
      // Emotion's Global sheets: none holds the reset or the tokens.
      globalRules: [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion$="-global"]')].reduce((count, style) => count + (style.sheet?.cssRules.length ?? 0), 0),
    }));
    assert.deepEqual(applied, { brand: '#1b6a3c', background: 'rgb(250, 250, 250)', margin: '0px', globalRules: 0 });
    await page.close();
  });

  it('draws the announcements hub whole: frame, featured story, list and live updates in the first paint', async () => {
    const page = await site.newPage({ language: 'en' });
    await recordFirstDraw(page);
    await page.goto(`${site.url}/announcements`);
    await page.getByTestId('featured').waitFor();
    const draw = await firstDraw(page);
    assert.ok(draw, 'the root was drawn');
    assert.equal(draw.loading, false, 'no loading panel or skeleton before the page');
    assert.match(draw.text, /Announcements/);
    assert.match(draw.text, /Live updates/i);
    // The featured story's title is in the first draw, and so is a live update's.
    const featured = (await page.getByTestId('featured').getByRole('heading').first().innerText()).trim();
    assert.ok(draw.text.includes(featured), `the first draw has "${featured}"`);
    const live = (await page.getByTestId('live-update').first().innerText()).split('\n')[0].trim();
    assert.ok(draw.text.includes(live), `the first draw has the live update "${live}"`);
    // The featured story has no picture: its placeholder drawing is decoration (inline SVG), so the
    // largest paint is the story's own text, drawn in the frame's first paint. (The page's first
    // contentful paint is the skeleton's logo, an inline SVG, which is no candidate for the largest.)
    const largest = await page.evaluate(
      () =>
        new Promise<{ tag: string; at: number; frameFirstPaint: number }>((resolve) =>
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
            const last = entries[entries.length - 1];
            resolve({ tag: last.element?.tagName ?? '', at: last.startTime, frameFirstPaint: entries[0].startTime });
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    assert.notEqual(largest.tag, 'IMG');
    assert.equal(largest.at, largest.frameFirstPaint, 'the largest paint is the frame’s first paint');
    await page.close();
  });

  it('draws the frame with the page’s placeholders after about a second when an answer is slow', async () => {
    const page = await site.newPage({ language: 'en' });
    await recordFirstDraw(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/ext\/announcement\/list/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}/announcements`);
    await page.getByRole('navigation').first().waitFor();
    const draw = await firstDraw(page);
    assert.ok(draw, 'the frame was drawn while the answer was held');
    assert.equal(draw.loading, true, 'the frame came with the page’s loading placeholders');
    assert.ok(draw.at < 8000, 'drawn without waiting for the held answer');
    release();
    await page.getByTestId('featured').waitFor();
    await page.close();
  });
});
