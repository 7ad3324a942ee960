// On a golf course with no signal (architecture §5d): after the member has used the site once
// online, the frame, their member QR card and a paid entry QR open with no network at all (every
// server of the site and the API stopped), and signing out forgets the card and the codes. Printed,
// the event page is the entry ticket.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { api, signInThroughPage, signInToken } from '../harness/accounts';
import { createEvent, enrolThroughApi, hkDay } from '../harness/events';
import { screenshot } from '../harness/browser';

const MEMBER = { email: 'member.cheung@youthgolf.hk', password: 'Member-2025' };
const EVENT_NAME = 'Offline Range Session';

let site: TestSite;
let eventId: string;

/** The code shown is a real image that has finished loading. */
async function qrShown(page: Page, testId: string) {
  const image = page.getByTestId(testId);
  await image.waitFor();
  await page.waitForFunction((id) => {
    const element = document.querySelector<HTMLImageElement>(`[data-testid="${id}"]`);
    return !!element && element.complete && element.naturalWidth > 0;
  }, testId);
}

describe('offline: the member card and a paid entry QR without a connection', () => {
  before(async () => {
    site = await startTestSite({ viewport: { width: 390, height: 844 } });
    const adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
    const memberToken = await signInToken(site.apiUrl, MEMBER.email, MEMBER.password);
    const { data: profile } = await api.get<{ data: { fullName: string; email: string; phone: string } }>(site.apiUrl, 'cms/auth/me', memberToken);
    eventId = await createEvent(site.apiUrl, adminToken, { name: EVENT_NAME, chineseName: '離線練習', date: hkDay(2) });
    const enrollment = await enrolThroughApi(site.apiUrl, eventId, { ...profile, token: memberToken });
    await api.post(site.apiUrl, `admin/event/enrollment/${enrollment._id}/mark-paid`, { method: 'cash' }, adminToken);
  });
  after(() => site.stop());

  it('opens the card and the entry QR after every server has gone, then forgets them at sign-out', async () => {
    const page = await site.newPage({ language: 'en' });
    await signInThroughPage(page, site.url, MEMBER.email, MEMBER.password);
    await qrShown(page, 'member-qr-image');
    // The worker takes over this visit; what the page opens from now on is kept as it goes.
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 15_000 });
    await page.reload();
    await qrShown(page, 'member-qr-image');
    await page.goto(`${site.url}/events/${eventId}`);
    await qrShown(page, 'entry-qr');
    // Printed, the page is the ticket: no bar, no buttons, the code and the booking in one piece.
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('header').first().isVisible(), false);
    assert.equal(await page.getByRole('link', { name: 'Download QR code' }).isVisible(), false);
    assert.equal(await page.getByRole('button').filter({ visible: true }).count(), 0);
    assert.equal(await page.getByRole('link', { name: 'Back to Events' }).isVisible(), false);
    assert.equal(await page.getByTestId('add-to-calendar').isVisible(), false);
    assert.equal(await page.getByTestId('entry-qr').isVisible(), true);
    assert.equal(await page.getByTestId('enrollment-card').evaluate((card) => getComputedStyle(card).breakInside), 'avoid');
    await screenshot(page, 'entry-ticket-print-en-390');
    await page.emulateMedia({ media: 'screen' });

    await site.goOffline();
    const refused = await page.evaluate(async (url) => fetch(url).then(() => 'answered', () => 'refused'), `${site.apiUrl}/ext/announcement/list`);
    assert.equal(refused, 'refused', 'the API is really gone');

    await page.reload();
    await qrShown(page, 'entry-qr');
    await page.getByRole('heading', { level: 1, name: EVENT_NAME }).waitFor();
    await screenshot(page, 'offline-entry-qr-en-390');
    await page.goto(`${site.url}/membership`);
    await qrShown(page, 'member-qr-image');
    await screenshot(page, 'offline-member-card-en-390');

    // Signing out works offline too, and leaves nothing of the member on the device.
    assert.equal(await page.evaluate(() => caches.has('golf-member-data')), true);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForFunction(async () => !(await caches.has('golf-member-data')));
    await page.close();
  });
});
