// A new member joins the annual membership: from Guest on /membership, through the API's sandbox
// checkout (Pay), back to /membership where the membership is active and the member QR card shows.
// Another member leaves the checkout without paying and stays a Guest; a member leaving a renewal
// checkout is told the membership is unchanged. Both languages, 375 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { api, createMember, signInToken, useSession, type Account } from '../harness/accounts';
import { screenshot } from '../harness/browser';

let site: TestSite;

interface Me {
  data: { annualMembershipActivated: boolean; annualMembershipExpiredAt: string | null };
}

async function openMembership(page: Page, account: Account, query = '') {
  await useSession(page, site.url, account.token);
  await page.goto(`${site.url}/membership${query}`);
  await page.getByTestId('membership-tier').waitFor();
}

describe('joining the annual membership', () => {
  before(async () => {
    // These journeys break the API while the site is online; the offline worker would answer the
    // member's reads from its kept copy instead (that is offline.test.ts's journey).
    site = await startTestSite({ serviceWorkers: 'block' });
  });
  after(() => site.stop());

  it('a guest pays on the sandbox checkout and comes back an annual member with a QR card', async () => {
    const member = await createMember(site.apiUrl, 'Joiner');
    const page = await site.newPage({ language: 'en' });
    await openMembership(page, member);

    assert.equal(await page.getByTestId('membership-tier').textContent(), 'Guest');
    assert.match(await page.getByTestId('member-id').textContent() ?? '', /^#\d{8}$/);
    assert.match(await page.getByTestId('payment-note').textContent() ?? '', /active as soon as the payment goes through/);
    // The fee is said before the checkout opens (MEMBERSHIP_FEE_HKD, 500 by default).
    assert.equal(await page.getByTestId('membership-fee').textContent(), 'Annual fee: HK$500 for one year');
    assert.equal(await page.getByTestId('member-qr-card').count(), 0);
    await screenshot(page, 'membership-guest-en');

    await page.getByRole('button', { name: 'Join Annual Membership' }).click();
    await page.waitForURL(/\/ext\/payment\/checkout\//);
    await page.getByText('Test payment').first().waitFor();
    await screenshot(page, 'membership-sandbox-checkout');
    await page.getByRole('button', { name: /Pay/ }).click();

    await page.waitForURL(`${site.url}/membership**`);
    await page.getByTestId('payment-success').waitFor();
    assert.match(await page.getByTestId('payment-success').textContent() ?? '', /annual membership is active/);
    assert.equal(await page.getByTestId('membership-tier').textContent(), 'Annual Membership');
    const oneYearOn = new Date();
    oneYearOn.setFullYear(oneYearOn.getFullYear() + 1);
    assert.match(await page.getByTestId('valid-until').textContent() ?? '', new RegExp(String(oneYearOn.getFullYear())));
    const qr = page.getByTestId('member-qr-image');
    await qr.waitFor();
    assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/png;base64,/);
    // The image really decodes (a broken data URL would have no natural width).
    assert.ok(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0));
    // The query is dropped, so a reload does not repeat the notice.
    assert.ok(!page.url().includes('payment='));
    const me = await api.get<Me>(site.apiUrl, 'cms/auth/me', member.token);
    assert.equal(me.data.annualMembershipActivated, true);
    await screenshot(page, 'membership-member-en');

    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'membership-member-en-375');
    await page.close();

    const zh = await site.newPage({ language: 'zh' });
    await zh.setViewportSize({ width: 375, height: 812 });
    await openMembership(zh, member);
    assert.equal(await zh.getByTestId('membership-tier').textContent(), '年度會籍');
    await zh.getByTestId('member-qr-image').waitFor();
    await screenshot(zh, 'membership-member-zh-375');
    await zh.setViewportSize({ width: 1280, height: 900 });
    await screenshot(zh, 'membership-member-zh');
    await zh.close();
  });

  it('leaving the checkout without paying brings the guest back with a neutral notice', async () => {
    const member = await createMember(site.apiUrl, 'Hesitant');
    const page = await site.newPage({ language: 'zh' });
    await openMembership(page, member);
    assert.equal(await page.getByTestId('membership-tier').textContent(), '訪客');
    await screenshot(page, 'membership-guest-zh');

    await page.getByRole('button', { name: '加入年度會籍' }).click();
    await page.waitForURL(/\/ext\/payment\/checkout\//);
    await page.getByRole('button', { name: /Cancel/ }).click();

    await page.getByTestId('payment-cancelled').waitFor();
    assert.equal(await page.getByTestId('membership-tier').textContent(), '訪客');
    assert.ok(await page.getByRole('button', { name: '加入年度會籍' }).isEnabled());
    await screenshot(page, 'membership-cancelled-zh');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'membership-guest-zh-375');
    await page.close();
  });

  it('leaving a renewal checkout tells the member the membership is unchanged, not to join', async () => {
    const member = await createMember(site.apiUrl, 'Renewer');
    // An annual member 30 days from the end, as the admin area sets it: inside the renew window.
    const adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
    const { data } = await api.get<{ data: { _id: string } }>(site.apiUrl, 'cms/auth/me', member.token);
    const end = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    for (const [field, value] of [['annualMembershipActivated', true], ['annualMembershipExpiredAt', end]] as const) {
      await api.put(site.apiUrl, `admin/user/update/${data._id}`, { updateType: 'SingleField', field, value }, adminToken);
    }

    for (const language of ['en', 'zh'] as const) {
      const page = await site.newPage({ language });
      await openMembership(page, member);
      await page.getByRole('button', { name: language === 'en' ? 'Renew' : '續會' }).click();
      await page.waitForURL(/\/ext\/payment\/checkout\//);
      await page.getByRole('button', { name: /Cancel/ }).click();
      const notice = page.getByTestId('payment-cancelled');
      await notice.waitFor();
      const text = (await notice.textContent()) ?? '';
      if (language === 'en') {
        assert.match(text, /Your membership is unchanged; you can renew any time before it ends\./);
        assert.doesNotMatch(text, /join/i);
      } else {
        assert.match(text, /你的會籍維持不變，可於到期前隨時續會。/);
        assert.doesNotMatch(text, /加入/);
      }
      await screenshot(page, `membership-renew-cancelled-${language}`);
      await page.close();
    }
  });

  it('a slow answer shows loading; a failed one the error with a Retry that recovers', async () => {
    const member = await createMember(site.apiUrl, 'Unlucky');
    for (const language of ['en', 'zh'] as const) {
      const page = await site.newPage({ language });
      await openMembership(page, member); // the session now holds the profile: the shell asks for nothing
      let answer: 'slow' | 'fail' = language === 'en' ? 'slow' : 'fail';
      // The slow answer is held until the loading state has been seen and pictured.
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/cms\/auth\/me$/, async (route) => {
        if (answer === 'fail') return route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"nok"}' });
        await held;
        return route.continue();
      });
      if (language === 'en') {
        await page.reload();
        await page.getByRole('status').first().waitFor();
        await screenshot(page, 'membership-loading-en');
        release();
        await page.getByTestId('membership-tier').waitFor();
      }

      answer = 'fail';
      await page.reload();
      const message = language === 'en' ? 'Unable to load membership information.' : '無法載入會籍資料。';
      await page.getByText(message).waitFor();
      await screenshot(page, `membership-error-${language}`);
      await page.unroute(/\/cms\/auth\/me$/);
      await page.getByRole('button', { name: language === 'en' ? 'Retry' : '重試' }).click();
      await page.getByTestId('membership-tier').waitFor();
      await page.close();
    }
  });

  it('an unknown sub-path of /membership shows not found; signed out, /membership goes to /login', async () => {
    const member = await createMember(site.apiUrl, 'Wanderer');
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, member.token);
    await page.goto(`${site.url}/membership/nowhere`);
    await page.getByText('Page not found').waitFor();
    await screenshot(page, 'membership-not-found-en');
    await page.getByRole('link', { name: 'Back to Membership' }).click();
    await page.getByTestId('membership-tier').waitFor();
    await page.close();

    const visitor = await site.newPage({ language: 'en' });
    await visitor.goto(`${site.url}/membership`);
    await visitor.waitForURL(/\/login/);
    await visitor.close();
  });
});
