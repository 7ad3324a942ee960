// The events list with its past events; a member with a free-practice credit redeems it for a
// Practice session and gets the entry QR; a full event cannot be booked. Both languages, 375 px too.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { api, createMember, signInToken, useSession, type Account } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { hkDay } from '../harness/events';

let site: TestSite;
let adminToken: string;
let practiceId: string;
let fullId: string;

async function still(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await screenshot(page, name);
}

async function createEvent(fields: Record<string, unknown>): Promise<string> {
  const body = {
    time: '18:30:00',
    duration: '2 hours',
    venue: 'Kai Tak Driving Range',
    maxParticipants: 10,
    priceMember: 60,
    priceNonMember: 120,
    type: 'Practice',
    description: 'Evening range practice.',
    allowRegistration: true,
    ...fields,
  };
  const { event } = await api.post<{ event: { _id: string } }>(site.apiUrl, 'cms/event/create', body, adminToken);
  return event._id;
}

/** Gives a member free-practice credits the way the admin area does. */
async function grantFreePractice(member: Account, count: number) {
  const { data } = await api.get<{ data: { _id: string } }>(site.apiUrl, 'cms/auth/me', member.token);
  await api.put(site.apiUrl, `admin/user/update/${data._id}`, { updateType: 'SingleField', field: 'noOfFreePractice', value: count }, adminToken);
}

before(async () => {
  site = await startTestSite();
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  practiceId = await createEvent({ name: 'E2E Free Practice Evening', date: hkDay(2) });
  fullId = await createEvent({ name: 'E2E Sold-out Gathering', date: hkDay(4), type: 'Gathering', maxParticipants: 1, time: '20:00:00' });
  const first = await createMember(site.apiUrl, 'Early Bird');
  await api.post(site.apiUrl, `cms/event/enroll/${fullId}`, { name: first.fullName, email: first.email, phone: first.phone, remarks: null }, first.token);
});

after(() => site.stop());

describe('events list, free practice and a full event', () => {
  it('lists upcoming events as cards, and past events only after Show', async () => {
    const member = await createMember(site.apiUrl, 'Browsing Member');
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, member.token);
    await page.goto(`${site.url}/events`);
    const card = page.getByRole('article', { name: 'E2E Free Practice Evening' });
    await card.waitFor();
    const text = await card.innerText();
    for (const part of ['18:30 · 2 hours', 'Kai Tak Driving Range', 'Participants: 0 / 10', 'HK$120', 'Available']) {
      assert.ok(text.includes(part), `the card shows ${part}: ${text}`);
    }
    await page.getByRole('article', { name: 'E2E Sold-out Gathering' }).getByText('Full', { exact: true }).waitFor();
    assert.equal(await page.locator('[data-past]').count(), 0, 'past events are hidden at first');
    await still(page, 'events-list-en-1280');

    await page.getByRole('button', { name: 'Show' }).click();
    await page.locator('[data-past]').first().waitFor();
    await page.getByRole('button', { name: 'Hide' }).waitFor();
    await page.locator('[data-past]').first().scrollIntoViewIfNeeded();
    await still(page, 'events-list-past-en-1280');

    await card.getByRole('link', { name: 'View details' }).click();
    await page.waitForURL(new RegExp(`/events/${practiceId}$`));

    // A failed load says so in a toast and in the page, and Retry recovers.
    await page.route('**/cms/event/list', (route) => route.abort());
    await page.goto(`${site.url}/events`);
    await page.getByText('Failed to load events').waitFor();
    await page.getByText('Cannot reach the server. Check your connection and try again.').waitFor();
    await still(page, 'events-list-error-en-1280');
    await page.unroute('**/cms/event/list');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('article', { name: 'E2E Free Practice Evening' }).waitFor();
    await page.close();
  });

  it('a member redeems a free practice and gets the entry QR', async () => {
    const member = await createMember(site.apiUrl, 'Free Practice Member');
    await grantFreePractice(member, 1);
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, member.token);
    await page.goto(`${site.url}/events/${practiceId}`);
    await page.getByTestId('booking-panel').getByRole('button', { name: 'Book' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm booking' }).click();
    const card = page.getByTestId('enrollment-card');
    await card.getByText('Pending payment').waitFor();
    await still(page, 'events-free-practice-offer-en-1280');

    await card.getByText('Pay online or use a free practice session').waitFor();

    // One tap does not spend the month's credit: it asks first, and Cancel keeps it.
    await card.getByRole('button', { name: 'Use free practice (1 left)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Use your free practice session?' });
    await confirm.getByText("This uses this month's free practice session for E2E Free Practice Evening.").waitFor();
    await still(page, 'events-free-practice-confirm-en-1280');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    const before = await api.get<{ data: { noOfFreePractice: number } }>(site.apiUrl, 'cms/auth/me', member.token);
    assert.equal(before.data.noOfFreePractice, 1, 'cancelling spends nothing');

    await card.getByRole('button', { name: 'Use free practice (1 left)' }).click();
    await confirm.getByRole('button', { name: 'Use free practice' }).click();
    await page.getByText('Free practice session redeemed').waitFor();
    await card.getByText('Booked with your free practice session: nothing to pay.').waitFor();
    await page.getByTestId('entry-qr').waitFor();
    assert.equal(await card.getByRole('button', { name: /Use free practice/ }).count(), 0);
    // Taken with the free practice, not paid: the card says so, and not the HK$60 member price.
    await card.getByText('Free practice', { exact: true }).waitFor();
    assert.equal(await card.getByText('Paid', { exact: true }).count(), 0);
    assert.equal(await card.getByText('HK$60').count(), 0);

    const { data } = await api.get<{ data: { noOfFreePractice: number } }>(site.apiUrl, 'cms/auth/me', member.token);
    assert.equal(data.noOfFreePractice, 0, 'the credit is spent');
    await still(page, 'events-free-practice-paid-en-1280');

    // My bookings says the same.
    await page.goto(`${site.url}/my-bookings`);
    const booking = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'E2E Free Practice Evening' }) });
    await booking.getByText('Free practice', { exact: true }).waitFor();
    assert.equal(await booking.getByText(/Paid/).count(), 0);
    await page.close();
  });

  it('a full event cannot be booked (and the server refuses it too)', async () => {
    const member = await createMember(site.apiUrl, 'Too Late Member');
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, member.token);
    await page.goto(`${site.url}/events/${fullId}`);
    await page.getByRole('heading', { level: 1, name: 'E2E Sold-out Gathering' }).waitFor();
    assert.equal(await page.locator('[data-availability]').getAttribute('data-availability'), 'full');
    const panel = page.getByTestId('booking-panel');
    assert.ok(await panel.getByRole('button', { name: 'Book' }).isDisabled());
    await panel.getByText('This event is full').waitFor();
    await still(page, 'events-full-en-1280');
    await assert.rejects(
      api.post(site.apiUrl, `cms/event/enroll/${fullId}`, { name: member.fullName, email: member.email, phone: member.phone, remarks: null }, member.token),
      /409/,
    );
    await page.close();
  });

  it('reads in Chinese on a phone', async () => {
    const member = await createMember(site.apiUrl, 'Phone Member');
    const page = await site.newPage({ language: 'zh' });
    await page.setViewportSize({ width: 375, height: 812 });
    await useSession(page, site.url, member.token);
    await page.goto(`${site.url}/events`);
    await page.getByRole('heading', { name: '即將舉行的活動' }).waitFor();
    await page.getByRole('article', { name: 'E2E Sold-out Gathering' }).getByText('已滿').waitFor();
    await still(page, 'events-list-zh-375');
    // A guest without free practice is not told to use one.
    await page.goto(`${site.url}/events/${practiceId}`);
    await page.getByTestId('booking-panel').getByRole('button', { name: '報名' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '確認報名' }).click();
    const card = page.getByTestId('enrollment-card');
    await card.getByText('你的名額已暫時保留。請網上付款以確認名額。').waitFor();
    assert.equal(await card.getByText(/免費練習/).count(), 0);
    await still(page, 'events-pending-guest-zh-375');
    await page.goto(`${site.url}/events/${fullId}`);
    await page.getByText('此活動名額已滿').waitFor();
    await still(page, 'events-full-zh-375');
    await page.goto(`${site.url}/events/00000000-0000-0000-0000-000000000000`);
    await page.getByText('找不到活動。').waitFor();
    await still(page, 'events-not-found-zh-375');
    await page.close();
  });
});
