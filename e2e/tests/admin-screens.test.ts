// The admin area as an admin sees it, in both languages, on a desktop and a phone: screenshots
// of every section to look at, and the frame (sidebar, drawer) working in a real browser.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInThroughPage } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

const SECTIONS = [
  ['user-management', /User Management|用戶管理/],
  ['event-management', /Event Management|活動管理/],
  ['event-create', /Create Event|新增活動/],
  ['announcement-management', /Announcement Management|公告管理/],
  ['announcement-create', /Create Announcement|新增公告/],
  ['live-update-management', /Live Update Management|即時動態管理/],
  ['enquiries', /Enquiries|查詢/],
  ['check-in', /Event Check-in|活動簽到/],
] as const;

/** Screenshots once dialogs, drawers and toasts have finished animating in. */
async function still(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await screenshot(page, name);
}

async function heading(page: Page, name: RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
}

describe('admin area screens', () => {
  let site: TestSite;
  before(async () => {
    site = await startTestSite();
  });
  after(() => site?.stop());

  for (const language of ['en', 'zh'] as const) {
    it(`shows every section in ${language} on a desktop`, async () => {
      const page = await site.newPage({ language });
      await signInThroughPage(page, site.url, ADMIN.email, ADMIN.password);
      for (const [path, name] of SECTIONS) {
        await page.goto(`${site.url}/admin/${path}`);
        await heading(page, name);
        // Lists settle once their rows or their empty state are in.
        await page.waitForLoadState('networkidle');
        await screenshot(page, `admin-${path}-${language}-1280`);
      }
      // The user detail screen from the first row of the list.
      await page.goto(`${site.url}/admin/user-management`);
      await page.getByRole('link', { name: /^(View|查看) / }).first().click();
      await page.waitForURL(/user-detail/);
      await page.getByRole('button', { name: /^(Edit|編輯)$/ }).waitFor();
      await screenshot(page, `admin-user-detail-${language}-1280`);
      await page.getByRole('button', { name: /^(Edit|編輯)$/ }).click();
      await screenshot(page, `admin-user-edit-${language}-1280`);

      // The sidebar collapses to icons.
      await page.getByRole('button', { name: /Collapse sidebar|收合側邊欄/ }).click();
      await screenshot(page, `admin-collapsed-${language}-1280`);
      await page.getByRole('button', { name: /Expand sidebar|展開側邊欄/ }).click();

      await page.goto(`${site.url}/admin/nowhere`);
      await page.getByText(/Admin page not found|找不到此管理頁面/).waitFor();
      await screenshot(page, `admin-not-found-${language}-1280`);
      await page.close();
    });
  }

  it('shows loading, error, retry and empty-search states', async () => {
    const page = await site.newPage({ language: 'en' });
    await signInThroughPage(page, site.url, ADMIN.email, ADMIN.password);
    // The API answers slowly, then fails, then works again.
    let mode: 'slow' | 'fail' | 'real' = 'slow';
    let release: () => void = () => {};
    await page.route('**/admin/user/list**', async (route) => {
      if (mode === 'slow') await new Promise<void>((resolve) => (release = resolve));
      if (mode === 'fail') return route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"nok"}' });
      return route.continue();
    });
    await page.goto(`${site.url}/admin/user-management`);
    await page.getByRole('status').getByText('Loading...').waitFor();
    await screenshot(page, 'admin-state-loading-en-1280');
    mode = 'fail';
    release();
    await page.getByText('Error loading user data').waitFor();
    await screenshot(page, 'admin-state-error-en-1280');
    mode = 'real';
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('link', { name: /^View / }).first().waitFor();
    await page.getByRole('searchbox').fill('nobody-at-all');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No users found matching your search').waitFor();
    assert.match(page.url(), /keyword=nobody-at-all/);
    await screenshot(page, 'admin-state-empty-search-en-1280');
    await page.close();
  });

  it('works on a phone: the sections are in a drawer', async () => {
    const page = await site.newPage({ language: 'zh' });
    await page.setViewportSize({ width: 375, height: 800 });
    await signInThroughPage(page, site.url, ADMIN.email, ADMIN.password);
    for (const [path, name] of SECTIONS.filter(([path]) => ['user-management', 'event-management', 'live-update-management', 'check-in'].includes(path))) {
      await page.goto(`${site.url}/admin/${path}`);
      await heading(page, name);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `admin-${path}-zh-375`);
    }
    await page.getByRole('button', { name: '開啟管理選單' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: '公告管理' }).waitFor();
    await still(page, 'admin-drawer-zh-375');
    await drawer.getByRole('link', { name: '公告管理' }).click();
    await heading(page, /公告管理/);
    // The drawer closes by itself once a section is chosen.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.close();
  });
});
