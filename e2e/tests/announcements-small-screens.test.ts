// A reader on a phone opens an announcement with a very long link and a title without spaces,
// shares it a few times and swipes through the trending cards; on a laptop the live-updates panel
// follows the page below the bar and shows every entry it reveals.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { api, signInToken } from '../harness/accounts';
import path from 'node:path';
import { SCREENSHOT_DIR, screenshot } from '../harness/browser';
import { animationsDone, positionSettled } from '../harness/wait';

const PHONE = { width: 375, height: 812 };
const LONG_TITLE = `E2E${'Unbrokentitleword'.repeat(8)}`;
const LONG_URL = `https://www.example.com/events/2026/spring-open/registration?ref=${'abcdefghij'.repeat(30)}`;

let site: TestSite;
let adminToken: string;
let longId: string;

type Rect = { top: number; right: number; bottom: number; left: number };
const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const rectOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => element.getBoundingClientRect().toJSON() as Rect);
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

before(async () => {
  site = await startTestSite();
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  // Featured and without a picture: the banner draws the placeholder scene.
  const { announcement } = await api.post<{ announcement: { _id: string } }>(
    site.apiUrl,
    'cms/announcement/create',
    { title: LONG_TITLE, content: `Register here:\n${LONG_URL}\nSee you there.`, category: 'Golf', scope: 'All', featured: true, displayCreatedBy: 'Club Office', displayDate: new Date().toISOString().slice(0, 10) },
    adminToken,
  );
  longId = announcement._id;
  for (let index = 1; index <= 7; index += 1) {
    await api.post(
      site.apiUrl,
      'cms/liveupdate/create',
      {
        title: `E2E live ${index}: the course is busy this afternoon and tee times are moving back by a quarter of an hour`,
        preview: 'Players on the back nine should expect a short wait at the tenth tee, and the driving range closes early today.',
        content: 'Details follow.',
        color: 'blue',
      },
      adminToken,
    );
  }
});

after(() => site.stop());

describe('announcements on a phone (375 px)', () => {
  for (const language of ['en', 'zh'] as const) {
    it(`a long link and an unbroken title wrap: nothing is wider than the screen (${language})`, async () => {
      const page = await site.newPage({ language });
      await page.setViewportSize(PHONE);
      await page.goto(`${site.url}/announcements/${longId}`);
      await page.getByRole('heading', { level: 1, name: LONG_TITLE }).waitFor();
      await page.getByTestId('details-panel').waitFor();
      await screenshot(page, `announcements-long-detail-${language}-375`);
      assert.ok((await overflowOf(page)) <= 0, `the detail page is ${await overflowOf(page)}px wider than the screen`);
      for (const selector of ['h1', '[data-testid="announcement-content"]']) {
        assert.ok((await rectOf(page, selector)).right <= PHONE.width, `${selector} runs off the screen`);
      }

      await page.goto(`${site.url}/announcements`);
      await page.getByTestId('featured').getByRole('heading', { name: LONG_TITLE }).waitFor();
      await page.getByTestId('latest').waitFor();
      assert.ok((await overflowOf(page)) <= 0, `the hub is ${await overflowOf(page)}px wider than the screen`);
      // Its trending card is as wide as the others, not as wide as the title.
      const cards = await page.getByTestId('latest').getByTestId('announcement-card').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().width));
      assert.ok(Math.max(...cards) - Math.min(...cards) < 1, `trending cards ${cards.join(', ')} px wide`);
      await page.close();
    });
  }

  it('toasts never cover Back and Share, however often the link is shared', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.setViewportSize(PHONE);
    await page.goto(`${site.url}/announcements/${longId}`);
    const share = page.getByRole('button', { name: 'Share' });
    await share.waitFor();
    for (let press = 0; press < 5; press += 1) await share.click({ timeout: 3_000 });
    await page.getByText('Link Copied').first().waitFor();
    await animationsDone(page.locator('html')); // the toasts' entry animation
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `announcements-toasts-en-375.png`) });
    const actions = [await share.evaluate((element) => element.getBoundingClientRect().toJSON() as Rect), await rectOf(page, 'button:has-text("Back")')];
    const toasts = await page.locator('[data-scope="toast"][data-part="root"]').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as Rect));
    assert.ok(toasts.length > 0);
    assert.ok(toasts.length <= 3, `${toasts.length} toasts at once`);
    for (const toast of toasts) {
      for (const action of actions) assert.ok(!overlaps(toast, action), `a toast ${JSON.stringify(toast)} covers ${JSON.stringify(action)}`);
      assert.ok(toast.left >= 0 && toast.right <= PHONE.width && toast.bottom <= PHONE.height, 'a toast leaves the screen');
    }
    await page.close();
  });

  it('the trending cards keep the page margin when swiped', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.setViewportSize(PHONE);
    await page.goto(`${site.url}/announcements`);
    const latest = page.getByTestId('latest');
    await latest.getByTestId('announcement-card').first().waitFor();
    const margin = await page.getByRole('main').evaluate((main) => parseFloat(getComputedStyle(main).paddingLeft));
    for (const card of [1, 2]) {
      await latest.getByTestId('announcement-card').nth(card).evaluate((element) => element.scrollIntoView({ inline: 'start', block: 'nearest' }));
      await positionSettled(latest.getByTestId('announcement-card').nth(card)); // snapping settles
      const lefts = await latest.getByTestId('announcement-card').evaluateAll((cards) => cards.map((element) => element.getBoundingClientRect().left));
      await latest.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `announcements-trending-swiped-${card}-en-375.png`) });
      const firstInView = Math.min(...lefts.filter((left) => left >= -1));
      assert.ok(firstInView >= margin - 0.5, `card ${card + 1} snapped ${firstInView}px from the edge, the page keeps ${margin}px`);
    }
    await page.close();
  });
});

describe('the featured placeholder scene', () => {
  it('shows the whole sun at every width', async () => {
    const page = await site.newPage({ language: 'en' });
    for (const width of [375, 800, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site.url}/announcements`);
      const drawing = page.getByTestId('featured').locator('[data-fallback="true"] svg').first();
      await drawing.waitFor();
      const sun = await drawing.evaluate((svg: SVGSVGElement) => ({
        frame: svg.getBoundingClientRect().toJSON() as Rect,
        circle: svg.querySelector('[data-part="sun"]')!.getBoundingClientRect().toJSON() as Rect,
      }));
      await page.getByTestId('featured').screenshot({ path: path.join(SCREENSHOT_DIR, `announcements-featured-placeholder-${width}.png`) });
      const inside = sun.circle.left >= sun.frame.left && sun.circle.right <= sun.frame.right && sun.circle.top >= sun.frame.top && sun.circle.bottom <= sun.frame.bottom;
      assert.ok(inside, `at ${width}px the sun ${JSON.stringify(sun.circle)} is cut by the picture ${JSON.stringify(sun.frame)}`);
    }
    await page.close();
  });
});

describe('the live-updates panel on a laptop (1280 px)', () => {
  const list = '[data-testid="live-updates"] ul';

  it('sticks below the bar, shows whole entries, and brings those Show all reveals into view', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.url}/announcements`);
    const panel = page.getByTestId('live-updates');
    await panel.getByTestId('live-update').nth(4).waitFor();


    const entries = () => panel.getByTestId('live-update').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as Rect));
    const box = await rectOf(page, list);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'announcements-live-collapsed-en-1280.png') });
    // Each entry is in the list's view whole, or out of it (further down the list) whole.
    const cut = (entry: Rect, view: Rect) => (entry.top < view.top - 0.5 && entry.bottom > view.top + 0.5) || (entry.top < view.bottom - 0.5 && entry.bottom > view.bottom + 0.5);
    for (const [index, entry] of (await entries()).entries()) {
      assert.ok(!cut(entry, box), `entry ${index + 1} is cut: ${JSON.stringify(entry)} in ${JSON.stringify(box)}`);
    }

    await page.mouse.wheel(0, 700);
    // The wheel does not wait for the scrolling it starts: wait for it to start, then to end.
    await page.waitForFunction(() => scrollY > 0);
    await positionSettled(page.getByRole('main'));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'announcements-live-sticky-en-1280.png') });
    const bar = await rectOf(page, 'header');
    assert.ok((await rectOf(page, '[data-testid="live-updates"]')).top >= bar.bottom, 'the panel slides under the bar');

    await panel.getByRole('button', { name: /^Show all/ }).click();
    await panel.getByTestId('live-update').nth(6).waitFor();
    // The list grows and scrolls the entries revealed into view.
    await animationsDone(panel);
    await positionSettled(panel.getByTestId('live-update').nth(5));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `announcements-live-show-all-en-1280.png`) });
    const shown = await rectOf(page, list);
    const sixth = (await entries())[5];
    assert.ok(sixth.top >= shown.top - 0.5 && sixth.bottom <= shown.bottom + 0.5, `the first entry revealed is out of sight: ${JSON.stringify(sixth)} in ${JSON.stringify(shown)}`);
    const whole = await rectOf(page, '[data-testid="live-updates"]');
    assert.ok(whole.top >= bar.bottom && whole.bottom <= 800, `the panel ${JSON.stringify(whole)} does not fit the screen`);
    await page.close();
  });
});
