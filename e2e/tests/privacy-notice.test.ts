// The privacy notice and the consent at sign-up (issue 40 point 1, decision 94): /privacy opens
// in Chinese and English with its version, at 1280 and 375 px without sideways scrolling, reached
// from every page's footer; a visitor signs up through the page, is stopped until the notice's box
// is ticked, and the account then holds the notice's version, the time, and marketing off.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { api, createMember, signInToken, useSession } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { startTestSite, type TestSite } from '../harness/site';
import { animationsDone } from '../harness/wait';

const VERSION = '2026-11';
let site: TestSite;

before(async () => {
  site = await startTestSite();
});
after(() => site?.stop());

async function settled(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await animationsDone(page.locator('html'));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${name} scrolls sideways by ${overflow} px`);
  await screenshot(page, name);
}

describe('the privacy notice', () => {
  for (const [language, title, version, section] of [
    ['zh', '私隱聲明', `版本 ${VERSION}`, '查閱、改正及刪除資料'],
    ['en', 'Privacy notice', `Version ${VERSION}`, 'Seeing, correcting and deleting your data'],
  ] as const) {
    it(`opens from the footer in ${language === 'zh' ? 'Chinese' : 'English'}, with its version, at 1280 and 375 px`, async () => {
      const page = await site.newPage({ language });
      await page.goto(`${site.url}/about-us`);
      await page.getByRole('contentinfo').getByRole('link', { name: title }).click();
      await page.waitForURL(/\/privacy$/);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      assert.equal(await page.getByTestId('privacy-version').textContent(), version);
      await page.getByRole('region', { name: section }).waitFor();
      // The club's address, read from the API, is in the contact part.
      await page.getByRole('region', { name: language === 'zh' ? '聯絡我們' : 'Contact' }).getByRole('link', { name: /@/ }).waitFor();
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 812 });
        await settled(page, `privacy-notice-${width}-${language}`);
      }
      await page.close();
    });
  }
});

describe('sign-up records the consent', () => {
  it('stops until the notice is read, then the account holds its version; marketing stays off', async () => {
    const page = await site.newPage({ language: 'zh' });
    const email = `consent${Date.now()}@golf.test`;
    await page.goto(`${site.url}/signup`);
    await page.getByLabel('全名').fill('Ho Ka Yan');
    await page.getByLabel('電郵').fill(email);
    await page.locator('input[name="password"]').fill('Member-Pass-9');
    await page.getByLabel('電話號碼').fill('66123458');
    const consent = page.getByTestId('signup-consent');
    await consent.getByRole('link', { name: '私隱聲明' }).waitFor();
    assert.equal(await consent.getByRole('link', { name: '私隱聲明' }).getAttribute('href'), '/privacy');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 812 });
      await settled(page, `privacy-signup-${width}-zh`);
    }
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/ext/auth/signup') && calls.push(request.url()));
    await page.getByRole('button', { name: '建立帳戶' }).click();
    await page.getByText('請確認你已閱讀私隱聲明。').waitFor();
    assert.equal(calls.length, 0, 'nothing is sent without the consent');

    // The box's own control (its label holds the notice's link, which opens the notice instead).
    await consent.locator('[data-part="control"]').first().click();
    assert.equal(await page.getByRole('checkbox', { name: /我已閱讀/ }).isChecked(), true);
    assert.equal(await page.getByRole('checkbox', { name: /向我發送優惠/ }).isChecked(), false);
    await page.getByRole('button', { name: '建立帳戶' }).click();
    await page.getByTestId('success-panel').waitFor();

    const token = await signInToken(site.apiUrl, email, 'Member-Pass-9');
    const { data } = await api.get<{ data: { privacyNoticeVersion: string | null; privacyConsentedAt: string | null; marketingConsent: boolean } }>(site.apiUrl, 'cms/auth/me', token);
    assert.equal(data.privacyNoticeVersion, VERSION);
    assert.ok(Math.abs(Date.parse(data.privacyConsentedAt ?? '') - Date.now()) < 5 * 60_000, 'the time of the consent');
    assert.equal(data.marketingConsent, false);
    await page.close();
  });

  it('in English the same boxes, at 1280 and 375 px', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.goto(`${site.url}/signup`);
    await page.getByRole('checkbox', { name: new RegExp(`I have read the\\s*Privacy notice\\s*\\(version ${VERSION}\\)`) }).waitFor({ state: 'attached' });
    await page.getByRole('checkbox', { name: /Send me news of offers/ }).waitFor({ state: 'attached' });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 812 });
      await settled(page, `privacy-signup-${width}-en`);
    }
    await page.close();
  });
});

describe('direct marketing in Settings', () => {
  it('is off after sign-up; the member gives it and withdraws it', async () => {
    const member = await createMember(site.apiUrl, 'Lam Wing');
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, member.token);
    await page.goto(`${site.url}/settings`);
    const section = page.getByRole('region', { name: 'Offers and partner discounts' });
    const toggle = section.getByRole('checkbox', { name: 'Send me offers and partner discounts' });
    await toggle.waitFor({ state: 'attached' });
    assert.equal(await toggle.isChecked(), false);
    const me = async () => (await api.get<{ data: { marketingConsent: boolean } }>(site.apiUrl, 'cms/auth/me', member.token)).data.marketingConsent;
    await section.locator('[data-part="control"]').click();
    await page.getByText('You will get offers and partner discounts.').waitFor();
    assert.equal(await me(), true);
    await section.scrollIntoViewIfNeeded();
    await page.setViewportSize({ width: 375, height: 812 });
    await section.screenshot({ path: await screenshot(page, 'privacy-marketing-settings-375-en').then((file) => file.replace(/\.png$/, '-section.png')) });
    await section.locator('[data-part="control"]').click();
    await page.getByText('You will get no offers. Your consent is withdrawn.').waitFor();
    assert.equal(await me(), false);
    await page.close();
  });
});
