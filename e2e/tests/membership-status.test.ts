// What a member sees is what the server decides: the demo member whose year ran out last month
// (member.ng) is shown as such on /membership and is quoted the non-member price on an event,
// the price enrolling then charges; a running member is quoted the member price.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughPage, signInToken } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { startTestSite, type TestSite } from '../harness/site';

const PASSWORD = 'Member-2025';
const EXPIRED = 'member.ng@youthgolf.hk';
// A running member who books for themselves alone (member.cheung, a parent, books on the family panel).
const RUNNING = 'member.lee@youthgolf.hk';

let site: TestSite;
let eventId: string;
let prices: { priceMember: number; priceNonMember: number };

before(async () => {
  site = await startTestSite();
  const running = await signInToken(site.apiUrl, RUNNING, PASSWORD);
  const expired = await signInToken(site.apiUrl, EXPIRED, PASSWORD);
  type Listed = { _id: string; priceMember: number; priceNonMember: number; allowRegistration: boolean; currentParticipants: number; maxParticipants: number };
  const { events } = await api.get<{ events: Listed[] }>(site.apiUrl, 'cms/event/list', running);
  // An open event with two different prices that neither demo member is enrolled in.
  for (const event of events) {
    if (!(event.priceMember > 0 && event.priceMember !== event.priceNonMember && event.allowRegistration && event.currentParticipants < event.maxParticipants)) continue;
    const mine = await Promise.all([running, expired].map((token) => api.get<{ myEnrollment: unknown }>(site.apiUrl, `cms/event/get/${event._id}`, token)));
    if (mine.every((detail) => detail.myEnrollment === null)) {
      eventId = event._id;
      prices = event;
      break;
    }
  }
  assert.ok(eventId, 'the demo content has an open event with two prices that neither member booked');
});

after(() => site?.stop());

async function quotedPrice(page: Page): Promise<string> {
  const panel = page.getByTestId('booking-panel');
  await panel.waitFor();
  return panel.innerText();
}

describe('membership status decided by the server', () => {
  it('an expired member reads "Membership expired" and is quoted and charged the non-member price', async () => {
    const page = await site.newPage({ language: 'en' });
    await signInThroughPage(page, site.url, EXPIRED, PASSWORD);
    await page.getByTestId('membership-tier').waitFor();
    assert.equal((await page.getByTestId('membership-tier').innerText()).trim(), 'Membership expired');
    await page.getByRole('button', { name: 'Join Annual Membership' }).waitFor();
    await screenshot(page, 'membership-expired-en');

    await page.goto(`${site.url}/events/${eventId}`);
    const panel = await quotedPrice(page);
    assert.match(panel, new RegExp(`HK\\$${prices.priceNonMember}\\b`));
    assert.match(panel, /Non-member price/);
    assert.doesNotMatch(panel, /Annual member price/);
    await screenshot(page, 'event-price-expired-member-en');

    await page.getByRole('button', { name: 'Book' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByTestId('enrollment-card').waitFor();
    const token = await page.evaluate(() => sessionStorage.getItem('auth_token'));
    const detail = await api.get<{ myEnrollment: { price: number } }>(site.apiUrl, `cms/event/get/${eventId}`, token!);
    assert.equal(detail.myEnrollment.price, prices.priceNonMember);
    await page.close();
  });

  it('a running member is quoted the member price, in Chinese too', async () => {
    const page = await site.newPage({ language: 'zh' });
    await signInThroughPage(page, site.url, RUNNING, PASSWORD);
    await page.goto(`${site.url}/events/${eventId}`);
    const panel = await quotedPrice(page);
    assert.match(panel, new RegExp(`HK\\$${prices.priceMember}\\b`));
    await screenshot(page, 'event-price-running-member-zh');
    await page.close();
  });
});
