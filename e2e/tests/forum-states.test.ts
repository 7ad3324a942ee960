// What the forum says when things are slow, empty, missing or broken, in both languages, and the
// keyword search over every category. API failures are simulated in the browser (page.route).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startTestSite, type TestSite } from '../harness/site';
import { screenshot } from '../harness/browser';

let site: TestSite;

/** Client-side navigation, as a link inside the site would do. */
async function goInside(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

before(async () => {
  site = await startTestSite();
});

after(() => site.stop());

describe('forum states (1280 px)', () => {
  it('shows loading, then an error with retry when the list fails, in English and Chinese', async () => {
    for (const language of ['en', 'zh'] as const) {
      const page = await site.newPage({ language });
      let mode: 'slow' | 'fail' | 'pass' = 'slow';
      let release = () => {};
      let heldSignal = () => {};
      const held = new Promise<void>((resolve) => (heldSignal = resolve));
      await page.route('**/ext/discussion/thread/list**', async (route) => {
        if (mode === 'fail') return route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"nok"}' });
        if (mode === 'slow') {
          heldSignal();
          await new Promise<void>((resolve) => (release = resolve));
        }
        return route.continue();
      });
      await page.goto(`${site.url}/discussions`);
      // The list call is held: what shows now is the forum's own loading state, not the shell's.
      await held;
      await page.getByRole('heading', { name: language === 'en' ? 'Latest' : '最新', exact: true }).waitFor();
      await page.getByText(language === 'en' ? 'Loading...' : '載入中...').first().waitFor();
      await screenshot(page, `forum-loading-${language}`);
      // The held request goes through; the next one is refused.
      mode = 'fail';
      release();
      await page.getByTestId('thread-card').first().waitFor();
      await page.getByRole('button', { name: language === 'en' ? 'Chit Chat' : '閒聊' }).click();
      const failure = language === 'en' ? 'Failed to load discussions. Please try again.' : '未能載入討論，請再試一次。';
      await page.getByText(failure).waitFor();
      await screenshot(page, `forum-error-${language}`);

      mode = 'pass';
      await page.getByRole('button', { name: language === 'en' ? 'Retry' : '重試' }).click();
      const empty = language === 'en' ? 'No discussions in this category yet.' : '此分類暫時未有討論。';
      await page.getByText(empty).waitFor();
      await screenshot(page, `forum-empty-${language}`);
      await page.close();
    }
  });

  it('finds threads by keyword in every category', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.goto(`${site.url}/discussions`);
    await page.getByTestId('thread-card').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search discussions' }).fill('competition');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=competition/);
    await page.getByRole('heading', { name: 'Results for “competition” in all categories' }).waitFor();
    await page.getByTestId('thread-card').filter({ hasText: 'Nerves in competition' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search discussions' }).fill('zzqx-nothing');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No discussions match “zzqx-nothing”.').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('heading', { name: 'Latest', exact: true }).waitFor();
    await page.close();
  });

  it('says when a thread does not exist, and when a sub-page does not', async () => {
    const page = await site.newPage({ language: 'zh' });
    await page.goto(`${site.url}/discussions`);
    await page.getByTestId('thread-card').first().waitFor();
    await goInside(page, '/discussions/no-such-thread');
    await page.getByText('找不到此討論。').waitFor();
    await screenshot(page, 'forum-not-found-zh');
    await page.getByRole('link', { name: '返回討論區' }).click();
    await page.getByTestId('thread-card').first().waitFor();
    await goInside(page, '/discussions/a/b');
    await page.getByText('找不到頁面').waitFor();
    await page.close();
  });

  it('goes back to the list with a notice when a thread fails to load', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.route('**/ext/discussion/thread/get/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"nok"}' }));
    await page.goto(`${site.url}/discussions`);
    await page.getByTestId('thread-card').first().getByRole('link').click();
    await page.getByText('Failed to fetch discussion details').waitFor();
    assert.equal(new URL(page.url()).pathname, '/discussions');
    await page.close();
  });
});
