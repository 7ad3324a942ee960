// A parent's first week on a phone (issue 35), the frame's side: the forgot-password dialog leads to
// the reset by email; "login to enrol" → sign-up → sign-in comes back to the event, signed in (a
// reload on the way keeps it, and no address elsewhere is followed); an urgent live update shows
// as a banner on every open page as soon as it is pushed, until dismissed; the heading focused at load shows no
// ring to a finger; at 1280 px the menu's entries stand in the bar. 390 px, Chinese and English.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { api, createMember, mailedToken, signInToken } from '../harness/accounts';
import { axeFindings, describeFindings } from '../harness/axe';
import { SCREENSHOT_DIR } from '../harness/browser';
import { createEvent, hkDay } from '../harness/events';

const PHONE = { width: 390, height: 844 };
// Long enough for a loaded machine; a page that relied on its next list read would never show it (no reload).
const STREAM_WAIT_MS = 10_000;

let site: TestSite;
let adminToken: string;
const eventDay = hkDay(4);
let eventId: string;

/** What the phone's screen shows (not the whole page): the banner must be in it without scrolling. */
async function screen(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

async function expectAccessible(page: Page, where: string) {
  const findings = await axeFindings(page);
  assert.deepEqual(describeFindings(where, findings), []);
}

const TEXT = {
  en: {
    forgot: 'Forgot password?', reset: 'Reset by email', resetTitle: 'Reset Password', signUp: 'Sign Up', signIn: 'Sign In',
    loginToEnrol: /Login to enrol|Sign in to enrol/i, details: (name: string) => `Show details of ${name}`,
    created: 'Account Created Successfully!', dismiss: (title: string) => `Dismiss “${title}”`, urgent: 'Urgent',
    checkEmail: 'Check your email', confirmed: 'Your email address is confirmed', used: 'This link was already used',
  },
  zh: {
    forgot: '忘記密碼？', reset: '以電郵重設密碼', resetTitle: '重設密碼', signUp: '註冊', signIn: '登入',
    loginToEnrol: /登入以報名/, details: (name: string) => `查看「${name}」的詳情`,
    created: '帳戶建立成功！', dismiss: (title: string) => `關閉「${title}」`, urgent: '緊急',
    checkEmail: '請查看你的電郵', confirmed: '你的電郵地址已確認', used: '此連結已被使用',
  },
} as const;

before(async () => {
  site = await startTestSite({ viewport: PHONE });
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  eventId = await createEvent(site.apiUrl, adminToken, { name: 'E2E Family Range Day', date: eventDay });
});

after(() => site?.stop());

describe("a parent's first week", () => {
  for (const language of ['zh', 'en'] as const) {
    const text = TEXT[language];

    it(`${language}: forgot password? → the dialog's first action is the reset by email; the support address stays`, async () => {
      const page = await site.newPage({ language });
      await page.goto(`${site.url}/login`);
      await page.getByRole('button', { name: text.forgot }).click();
      const dialog = page.getByRole('dialog');
      const reset = dialog.getByRole('link', { name: text.reset });
      await reset.waitFor();
      // The club's one address, from the API's configuration.
      await dialog.getByRole('link', { name: 'info@youthgolf.hk' }).waitFor();
      const links = await dialog.getByRole('link').evaluateAll((nodes) => nodes.map((node) => node.textContent));
      assert.equal(links[0], text.reset, `the reset by email comes first: ${links.join(' | ')}`);
      await screen(page, `first-week-forgot-dialog-${language}-390`);
      await expectAccessible(page, `/login forgot dialog (${language})`);
      await reset.click();
      await page.waitForURL(/\/forgot-password$/);
      await page.getByRole('heading', { level: 1, name: text.resetTitle }).waitFor();
      await page.close();
    });

    it(`${language}: login to enrol → sign up → sign in comes back to the event, signed in`, async () => {
      const page = await site.newPage({ language });
      await page.goto(`${site.url}/event-calendar?date=${eventDay}`);
      // The day's entry (the upcoming events under the calendar name it too).
      await page.getByRole('button', { name: text.details('E2E Family Range Day') }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: text.loginToEnrol }).click();
      await page.waitForURL(/\/login(\?|$)/);
      await page.getByRole('link', { name: text.signUp, exact: true }).last().click();
      await page.waitForURL(new RegExp(`/signup\\?next=%2Fevents%2F${eventId}$`));
      // A reload on the way (a phone that slept) keeps the event: it is in the address too.
      await page.reload();
      const unique = `${Date.now()}${language}`;
      const account = { email: `parent${unique}@golf.test`, password: 'Parent-Pass-2026' };
      await page.locator('input[name="fullName"]').fill(`Parent ${language}`);
      await page.locator('input[name="email"]').fill(account.email);
      await page.locator('input[name="password"]').fill(account.password);
      await page.locator('input[name="phone"]').fill(`6${String(Date.now()).slice(-7)}`);
      // The privacy notice's box (decision 94); the marketing one stays as it starts, off.
      await page.getByTestId('signup-consent').locator('[data-part="control"]').first().click();
      await page.locator('form button[type="submit"]').click();
      await page.getByTestId('success-panel').getByText(text.created).waitFor();
      await screen(page, `first-week-signup-created-${language}-390`);
      // The spec's move to /login after 3 s, carrying the event.
      await page.waitForURL(new RegExp(`/login\\?next=%2Fevents%2F${eventId}$`), { timeout: 10_000 });
      await page.locator('input[type="email"]').fill(account.email);
      await page.locator('input[type="password"]').first().fill(account.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(new RegExp(`/events/${eventId}$`));
      await page.getByRole('heading', { level: 1, name: 'E2E Family Range Day' }).waitFor();
      // Signed in but unproved (DESIGN §9): the banner says to check the mail; enrolling waits for the link.
      await page.getByTestId('verify-email-banner').getByText(text.checkEmail).waitFor();
      await screen(page, `first-week-back-at-event-${language}-390`);
      const token = await mailedToken(site.apiUrl, account.email, '/verify-email');
      await page.goto(`${site.url}/verify-email?token=${token}`);
      await page.getByTestId('verify-done').getByText(text.confirmed, { exact: true }).waitFor();
      await screen(page, `first-week-email-confirmed-${language}-390`);
      assert.equal(await page.getByTestId('verify-email-banner').count(), 0, 'the banner is gone once confirmed');
      // The link works once.
      await page.reload();
      await page.getByTestId('verify-used').getByText(text.used, { exact: true }).waitFor();
      await screen(page, `first-week-email-link-used-${language}-390`);
      await page.goto(`${site.url}/events/${eventId}`);
      await page.getByRole('heading', { level: 1, name: 'E2E Family Range Day' }).waitFor();
      assert.equal(await page.getByTestId('verify-email-banner').count(), 0);
      await page.close();
    });
  }

  it('a ?next= naming another site is not followed: signing in leads to /membership', async () => {
    const member = await createMember(site.apiUrl, 'Careful Parent');
    for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const page = await site.newPage({ language: 'en' });
      await page.goto(`${site.url}/login?next=${encodeURIComponent(next)}`);
      await page.locator('input[type="email"]').fill(member.email);
      await page.locator('input[type="password"]').first().fill(member.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(`${site.url}/membership`);
      await page.close();
    }
  });

  it('an urgent live update shows on every open page as soon as it is pushed, until dismissed, in view on a phone', async () => {
    const zh = await site.newPage({ language: 'zh' });
    const en = await site.newPage({ language: 'en' });
    await zh.goto(`${site.url}/discussions`);
    await en.goto(`${site.url}/event-calendar`);
    for (const page of [zh, en]) {
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The stream opens after the first paint: wait until it is there.
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/ext/liveupdate/list')));
    }
    assert.equal(await zh.getByTestId('urgent-live-updates').count(), 0, 'a fresh demo has no urgent update');

    const title = '雷暴警告 | Thunderstorm warning';
    const sent = Date.now();
    const { liveUpdate } = await api.post<{ liveUpdate: { _id: string } }>(
      site.apiUrl,
      'cms/liveupdate/create',
      { title, content: '所有球員請返回會所。\nAll players return to the clubhouse.', color: 'red' },
      adminToken,
    );
    // Pushed by the open stream, not found by a later read: the pages are not reloaded. How fast is
    // a figure, printed here (about 0.4 s on a quiet machine), not asserted: a timed assertion fails
    // on a busy CI machine for no fault of the site (speed belongs to `npm run bench`).
    await Promise.all([zh, en].map((page) => page.getByRole('alert').filter({ hasText: title }).waitFor({ timeout: STREAM_WAIT_MS })));
    console.log(`urgent banner on two open pages ${Date.now() - sent} ms after the API answered`);

    for (const [language, page] of [['zh', zh], ['en', en]] as const) {
      const banner = page.getByTestId('urgent-live-updates');
      assert.match(await banner.innerText(), new RegExp(TEXT[language].urgent, 'i'));
      const box = (await banner.boundingBox())!;
      assert.ok(box.y >= 0 && box.y + box.height <= PHONE.height, `in view without scrolling: ${JSON.stringify(box)}`);
      await screen(page, `first-week-urgent-${language}-390`);
      await expectAccessible(page, `urgent banner (${language})`);
      // Scrolled down, it is still in view under the bar.
      await page.mouse.wheel(0, 1500);
      await page.waitForFunction(() => window.scrollY > 0);
      const scrolled = (await banner.boundingBox())!;
      assert.ok(scrolled.y >= 0 && scrolled.y < PHONE.height / 3, `still in view after scrolling: ${JSON.stringify(scrolled)}`);
    }

    // Another page of the site, loaded afresh, shows it too (it was made before that load).
    await en.goto(`${site.url}/contact-us`);
    await en.getByRole('alert').filter({ hasText: title }).waitFor();
    await en.getByRole('button', { name: TEXT.en.dismiss(title) }).click();
    await en.getByTestId('urgent-live-updates').waitFor({ state: 'detached' });
    // Dismissed is remembered: a reload and another page do not bring it back.
    await en.reload();
    await en.getByRole('heading', { level: 1 }).waitFor();
    await en.goto(`${site.url}/about-us`);
    await en.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/ext/liveupdate/list')));
    await en.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(await en.getByTestId('urgent-live-updates').count(), 0);
    // The other tab in Chinese still has it until dismissed there.
    await zh.getByRole('button', { name: TEXT.zh.dismiss(title) }).click();
    await zh.getByTestId('urgent-live-updates').waitFor({ state: 'detached' });

    const response = await fetch(`${site.apiUrl}/cms/liveupdate/delete/${liveUpdate._id}`, { method: 'DELETE', headers: { authorization: `Bearer ${adminToken}` } });
    assert.equal(response.status, 200);
    await Promise.all([zh.close(), en.close()]);
  });

  it('the heading focused by the frame shows no ring to a finger, and a ring to the keyboard', async () => {
    const page = await site.newPage({ language: 'zh' });
    // A member-only page sends a visitor to /login: the frame moves focus to its heading.
    await page.goto(`${site.url}/my-bookings`);
    await page.waitForURL(/\/login/);
    const heading = page.getByRole('heading', { level: 1 });
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    assert.equal(await heading.evaluate((node) => getComputedStyle(node).outlineStyle), 'none', 'no ring without the keyboard');
    await screen(page, 'first-week-login-heading-zh-390');

    // The skip link, as a keyboard user reaches it, leads to the same heading: now with a ring.
    await page.locator('a[href="#main-content"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    assert.notEqual(await heading.evaluate((node) => getComputedStyle(node).outlineStyle), 'none', 'a ring for the keyboard');
    await page.close();
  });

  it('at 1280 px the menu entries stand in the bar; on a phone they are behind Menu', async () => {
    for (const language of ['zh', 'en'] as const) {
      const page = await site.newPage({ language });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${site.url}/announcements`);
      const bar = page.getByRole('navigation', { name: language === 'zh' ? '主要導覽' : 'Main' });
      await bar.getByRole('link').first().waitFor();
      const shown = await bar.getByRole('link').evaluateAll((links) => links.filter((link) => (link as HTMLElement).checkVisibility({ visibilityProperty: true })).map((link) => link.textContent));
      assert.ok(shown.length >= 4, `${language}: entries in the bar at 1280 px: ${shown.join(' | ')}`);
      await screen(page, `first-week-nav-${language}-1280`);
      await expectAccessible(page, `/announcements at 1280 (${language})`);
      await page.setViewportSize(PHONE);
      await bar.waitFor({ state: 'hidden' });
      await page.close();
    }
  });
});
