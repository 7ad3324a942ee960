// An admin on the lists of the admin area, on a phone: an old link to a page past the end shows
// the last page, a search that finds nothing does not keep the full count, a very long enquiry
// does not fill the inbox, and an email already used by another account is said so in admin words.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { api, createMember, signInThroughPage, signInToken } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

let site: TestSite;
let adminToken: string;

/** Screenshots once toasts and expanding text have finished animating. */
async function still(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await screenshot(page, name);
}

async function adminPage(language: 'en' | 'zh') {
  const page = await site.newPage({ language });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughPage(page, site.url, ADMIN.email, ADMIN.password);
  return page;
}

before(async () => {
  site = await startTestSite();
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
});

after(() => site?.stop());

describe('admin lists on a phone', () => {
  it('a page past the end of a list shows the last page', async () => {
    // Enough announcements for more than one page (ten a page).
    for (let n = 1; n <= 12; n++) {
      await api.post(site.apiUrl, 'cms/announcement/create', { title: `E2E paging ${n}`, content: 'Paging', scope: 'All', displayDate: '2026-01-01', displayCreatedBy: 'E2E' }, adminToken);
    }
    const { totalPages } = await api.get<{ totalPages: number }>(site.apiUrl, 'admin/announcement/list?page=1', adminToken);
    assert.ok(totalPages >= 2, `${totalPages} pages`);

    const page = await adminPage('en');
    await page.goto(`${site.url}/admin/announcement-management?page=99`);
    await page.getByText(`Page ${totalPages} of ${totalPages}`).waitFor();
    await page.waitForURL(new RegExp(`page=${totalPages}$`));
    assert.equal(await page.getByText('Page 99 of').count(), 0);
    // The last page's rows, not "No announcements found".
    await page.getByRole('link', { name: /^Edit / }).first().waitFor();
    assert.equal(await page.getByText('No announcements found').count(), 0);
    await still(page, 'admin-lists-announcements-past-end-390');

    // The numbered lists too: the users list has one page or more; page 99 is its last.
    const { lastPage } = await api.get<{ lastPage: number }>(site.apiUrl, 'admin/user/list?page=1', adminToken);
    await page.goto(`${site.url}/admin/user-management?page=99`);
    await page.getByRole('link', { name: /^View / }).first().waitFor();
    assert.equal(new URL(page.url()).searchParams.get('page'), lastPage > 1 ? String(lastPage) : null);
    await still(page, 'admin-lists-users-past-end-390');
    await page.close();
  });

  it('the live update count follows the search', async () => {
    const page = await adminPage('en');
    await page.goto(`${site.url}/admin/live-update-management`);
    const all = await page.getByText(/^\d+ live updates?$/).innerText();
    await page.getByRole('searchbox').fill('no live update says this zq');
    await page.getByText('No live updates found matching your search').waitFor();
    assert.equal(await page.getByText(/^\d+ live updates?$/).count(), 0, `still shows "${all}" above nothing`);
    await still(page, 'admin-lists-live-updates-no-match-390');
    await page.close();
  });

  it('a 5,000-character enquiry is shortened in the inbox and opens with Show more', async () => {
    const long = `Long enquiry start. ${'My daughter would like to join the junior programme. '.repeat(100)}`.slice(0, 5000);
    await api.post(site.apiUrl, 'ext/contactform/submit', { name: 'Long Writer', email: 'long@mail.test', phone: '9123 4567', enquiry: long });
    for (const [language, more, less] of [['en', 'Show more', 'Show less'], ['zh', '顯示更多', '顯示較少']] as const) {
      const page = await adminPage(language);
      await page.goto(`${site.url}/admin/enquiries`);
      const card = page.getByRole('article').filter({ hasText: 'Long Writer' });
      const text = card.getByText('Long enquiry start.', { exact: false });
      await text.waitFor();
      const shortHeight = (await text.boundingBox())!.height;
      assert.ok(shortHeight < 200, `the enquiry is ${shortHeight}px tall`);
      const toggle = card.getByRole('button', { name: more });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      await still(page, `admin-lists-enquiry-long-${language}-390`);
      await toggle.click();
      await card.getByRole('button', { name: less }).waitFor();
      assert.equal(await card.getByRole('button', { name: less }).getAttribute('aria-expanded'), 'true');
      assert.ok((await text.boundingBox())!.height > shortHeight * 5, 'the whole enquiry shows');
      await page.close();
    }
  });

  it('an email already used by another account is said so in admin words', async () => {
    const member = await createMember(site.apiUrl, 'Email Change');
    const other = await createMember(site.apiUrl, 'Email Owner');
    for (const [language, message] of [['en', 'This email is already used by another account.'], ['zh', '此電郵已被另一個帳戶使用。']] as const) {
      const page = await adminPage(language);
      const { users } = await api.get<{ users: Array<{ _id: string }> }>(site.apiUrl, `admin/user/list?page=1&keyword=${encodeURIComponent(member.email)}`, adminToken);
      await page.goto(`${site.url}/admin/user-management/user-detail/${users[0]!._id}`);
      await page.getByRole('heading', { level: 1, name: member.fullName }).waitFor();
      await page.getByRole('button', { name: language === 'en' ? 'Edit' : '編輯', exact: true }).click();
      const email = page.locator('input[name="email"]');
      await email.fill(other.email);
      await page.getByRole('button', { name: language === 'en' ? 'Save' : '儲存', exact: true }).click();
      await page.getByText(message).first().waitFor();
      assert.equal(await page.getByText(/sign in, or activate|請直接登入/).count(), 0, 'no sign-up wording');
      assert.equal(await email.getAttribute('aria-invalid'), 'true');
      await still(page, `admin-lists-email-taken-${language}-390`);
      await page.close();
    }
  });
});
