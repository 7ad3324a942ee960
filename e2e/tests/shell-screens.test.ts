// Every shell page a visitor reaches first, at desktop and phone widths, in both languages: no
// page scrolls sideways on a 375 px phone, each page's heading is on screen, and a screenshot of
// each is kept in .screenshots/ for a person to look at.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestSite, type TestSite } from '../harness/site';
import { SCREENSHOT_DIR, screenshot } from '../harness/browser';
import { animationsDone, imagesLoaded } from '../harness/wait';

const PAGES = [
  { path: '/announcements', name: 'announcements' },
  { path: '/login', name: 'login' },
  { path: '/signup', name: 'signup' },
  { path: '/golfcourses', name: 'golfcourses' },
  { path: '/contact-us', name: 'contact-us' },
  { path: '/about-us', name: 'about-us' },
  { path: '/membership-benefit', name: 'membership-benefit' },
  { path: '/privacy', name: 'privacy' },
];
const WIDTHS = [1280, 375];
const LANGUAGES = ['zh', 'en'] as const;

let site: TestSite;

describe('shell: pages at 1280 and 375 px in Chinese and English', () => {
  before(async () => {
    site = await startTestSite();
  });
  after(() => site.stop());

  for (const language of LANGUAGES) {
    it(`renders every page without sideways scrolling (${language})`, async () => {
      const page = await site.newPage({ language });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 812 });
        for (const { path, name } of PAGES) {
          await page.goto(`${site.url}${path}`);
          await page.locator('main h1, main h2').first().waitFor({ timeout: 20_000 });
          await page.waitForFunction(() => !document.querySelector('main [role="status"]'), undefined, { timeout: 20_000 });
          // Fonts, images and entry animations settle before the picture is taken.
          await page.evaluate(() => document.fonts.ready);
          await imagesLoaded(page);
          await animationsDone(page.locator('html'));
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `${path} at ${width} px (${language}) scrolls sideways by ${overflow} px`);
          await screenshot(page, `shell-${name}-${width}-${language}`);
        }
      }
      // A course's dialog and the open menu on a phone.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${site.url}/golfcourses`);
      await page.getByTestId('course-card').first().click();
      await page.getByRole('dialog').waitFor();
      await animationsDone(page.locator('html'));
      // The viewport, not the full page: the dialog sits over it (and scrolls inside on a phone).
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `shell-course-dialog-375-${language}.png`) });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByTestId('nav-menu').click();
      await page.getByTestId('nav-menu-content').waitFor();
      await screenshot(page, `shell-menu-375-${language}`);
      await page.close();
    });
  }
});
