// A member books an event, pays in one press on the sandbox checkout page, verifies
// the payment and gets the entry QR code, which reads GBEVT:{eventId}:{enrollmentId}.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { api, createMember, signInToken, useSession, type Account } from '../harness/accounts';
import { hkDay } from '../harness/events';
import { screenshot } from '../harness/browser';

let site: TestSite;
let member: Account;
let eventId: string;

async function still(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await screenshot(page, name);
}

/** Reads the QR code drawn in the page back into text. */
async function readQr(page: Page): Promise<string | undefined> {
  const src = (await page.getByTestId('entry-qr').getAttribute('src')) ?? '';
  const png = PNG.sync.read(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

before(async () => {
  site = await startTestSite();
  const adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  member = await createMember(site.apiUrl, 'Paying Member');
  const { event } = await api.post<{ event: { _id: string } }>(
    site.apiUrl,
    'cms/event/create',
    {
      name: 'E2E Saturday Coaching Clinic',
      date: hkDay(6),
      time: '10:00:00',
      duration: '90 minutes',
      venue: 'Jockey Club Kau Sai Chau Public Golf Course',
      maxParticipants: 8,
      currentParticipants: 0,
      priceMember: 200,
      priceNonMember: 320,
      type: 'Coaching',
      coach: 'Coach Emily Chan',
      tag: 'short game',
      description: 'Chipping and putting clinic.\n\nBring your own putter if you have one.',
      allowRegistration: true,
    },
    adminToken,
  );
  eventId = event._id;
});

after(() => site.stop());

describe('enrol and pay', () => {
  it('books through the dialog prefilled from the profile', async () => {
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, member.token);
    await page.goto(`${site.url}/events/${eventId}`);
    await page.getByRole('heading', { level: 1, name: 'E2E Saturday Coaching Clinic' }).waitFor();
    const panel = page.getByTestId('booking-panel');
    await panel.getByText('HK$320').waitFor();
    await page.getByText('Chipping and putting clinic.').waitFor();
    await still(page, 'events-detail-en-1280');

    await panel.getByRole('button', { name: 'Book' }).click();
    const dialog = page.getByRole('dialog');
    assert.equal(await dialog.getByRole('textbox', { name: /Name/ }).inputValue(), member.fullName);
    assert.equal(await dialog.getByRole('textbox', { name: /Email/ }).inputValue(), member.email);
    await dialog.getByRole('textbox', { name: /Phone/ }).fill('');
    assert.ok(await dialog.getByRole('button', { name: 'Confirm booking' }).isDisabled(), 'confirm waits for the phone');
    await dialog.getByRole('textbox', { name: /Phone/ }).fill(member.phone);
    await dialog.getByRole('textbox', { name: /Remarks/ }).fill('First time at Kau Sai Chau');
    await still(page, 'events-booking-dialog-en-1280');
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText('You are enrolled').waitFor();
    const card = page.getByTestId('enrollment-card');
    await card.getByText('Pending payment').waitFor();
    await card.getByText('First time at Kau Sai Chau').waitFor();
    await page.getByText('Participants: 1 / 8').waitFor();
    await page.close();
  });

  it('shows one "Pay HK$320" button on a phone, in Chinese and English', async () => {
    for (const [language, name] of [
      ['zh', '付款 HK$320'],
      ['en', 'Pay HK$320'],
    ] as const) {
      const page = await site.newPage({ language });
      await page.setViewportSize({ width: 390, height: 844 });
      await useSession(page, site.url, member.token);
      await page.goto(`${site.url}/events/${eventId}`);
      const card = page.getByTestId('enrollment-card');
      await card.getByRole('button', { name }).waitFor();
      assert.equal(await card.getByRole('button', { name: /付款連結|立即付款|payment link|Pay now/ }).count(), 0, 'no second step, no technical words');
      // The refund policy is read before paying.
      await card.getByTestId('club-contact').getByRole('link', { name: /@/ }).waitFor();
      await card.getByRole('button', { name }).scrollIntoViewIfNeeded();
      await still(page, `events-pay-button-${language}-390`);
      await page.close();
    }
  });

  it('pays in one press on the sandbox checkout and sees the entry QR', async () => {
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, member.token);
    await page.goto(`${site.url}/events/${eventId}`);
    const card = page.getByTestId('enrollment-card');
    const pay = card.getByRole('button', { name: 'Pay HK$320' });
    await pay.waitFor();
    await still(page, 'events-enrolment-pending-en-1280');

    // One press opens the provider's checkout in a new tab.
    const [checkout] = await Promise.all([page.context().waitForEvent('page'), pay.click()]);
    await checkout.getByText('Test payment').first().waitFor();
    assert.ok(checkout.url().startsWith(`${site.apiUrl}/ext/payment/checkout/`), checkout.url());
    // No toast lingers over the button; it stays ready for another try.
    assert.equal(await page.locator('[data-scope="toast"]').count(), 0, 'no toast after opening the checkout');
    await pay.waitFor({ state: 'visible' });

    // Verifying before paying says so and changes nothing.
    await card.getByRole('button', { name: 'Verify payment' }).click();
    await page.getByText('Payment not received yet').waitFor();

    await screenshot(checkout, 'events-sandbox-checkout');
    await checkout.getByRole('button', { name: /Pay HK\$320/ }).click();

    // The checkout returns to the event in its own tab, which verifies by itself.
    await checkout.waitForURL(new RegExp(`/events/${eventId}$`));
    await checkout.getByText('Payment verified').waitFor();
    await checkout.getByTestId('entry-qr').waitFor();
    await checkout.close();

    // Back in the first tab the payment shows by itself, without pressing Verify payment.
    await page.bringToFront();
    await card.getByText('Paid', { exact: true }).waitFor({ timeout: 20_000 });
    // (Its "Payment verified" toast may have come and gone while the checkout tab was in front,
    // the headless tab being checked all along: the unit tests hold the toast.)
    await page.getByTestId('entry-qr').waitFor();
    assert.equal(await card.getByRole('button', { name: 'Cancel enrolment' }).count(), 0, 'a paid enrolment cannot be cancelled');
    // The printable pass is drawn on demand and saved under the event's name.
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download QR code' }).click()]);
    assert.equal(download.suggestedFilename(), `entry-qr-${eventId}.png`);

    const { myEnrollment } = await api.get<{ myEnrollment: { _id: string; paymentStatus: string } }>(site.apiUrl, `cms/event/get/${eventId}`, member.token);
    assert.equal(myEnrollment.paymentStatus, 'Paid');
    assert.equal(await readQr(page), `GBEVT:${eventId}:${myEnrollment._id}`);
    await still(page, 'events-enrolment-paid-en-1280');
    await page.close();
  });

  it('shows the paid enrolment in Chinese on a phone', async () => {
    const page = await site.newPage({ language: 'zh' });
    await page.setViewportSize({ width: 375, height: 812 });
    await useSession(page, site.url, member.token);
    await page.goto(`${site.url}/events/${eventId}`);
    await page.getByTestId('enrollment-card').getByText('已付款').waitFor();
    await page.getByRole('link', { name: '返回活動' }).waitFor();
    await page.getByTestId('entry-qr').waitFor();
    await still(page, 'events-enrolment-paid-zh-375');
    await page.close();
  });
});
