// A guardian waits for two juniors (issue 39, decision 97), on a 375 px phone: the event is full,
// the parent chooses who waits (the juniors, not themselves), each junior gets a place in line;
// the admin sees both juniors on the waiting list with the guardian; a place frees, is held for the
// first in line, and the parent books that junior's held place from the family panel.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { api, createMember, signInToken, useSession, type Account } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { createEvent, enrolThroughApi, hkDay } from '../harness/events';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

let site: TestSite;
let parent: Account;
let adminToken: string;
let eventId: string;
let takenId: string;

const yearsAgo = (years: number) => `${Number(hkDay(0).slice(0, 4)) - years}${hkDay(0).slice(4, 8)}${String(Math.min(Number(hkDay(0).slice(8)), 28)).padStart(2, '0')}`;

before(async () => {
  site = await startTestSite({ viewport: { width: 375, height: 812 } });
  parent = await createMember(site.apiUrl, 'Chan Tai Man');
  await api.post(site.apiUrl, 'cms/family/juniors', { name: { zh: '陳小明', en: 'Chan Siu Ming' }, dateOfBirth: yearsAgo(12) }, parent.token);
  await api.post(site.apiUrl, 'cms/family/juniors', { name: { en: 'Chan Siu Fong' }, dateOfBirth: yearsAgo(8) }, parent.token);
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  eventId = await createEvent(site.apiUrl, adminToken, {
    name: 'E2E Junior Clinic',
    date: hkDay(5),
    time: '10:00:00',
    duration: '2 hours',
    venue: 'Kai Tak Driving Range',
    maxParticipants: 1,
    priceMember: 90,
    priceNonMember: 140,
    type: 'Coaching',
    description: 'Family waiting list journey.',
  });
  // Someone else takes the only place, paid at the club.
  const other = await createMember(site.apiUrl, 'Early Member');
  const taken = await enrolThroughApi(site.apiUrl, eventId, other);
  takenId = taken._id;
  await api.post(site.apiUrl, `admin/event/enrollment/${takenId}/mark-paid`, { method: 'cash' }, adminToken);
});
after(() => site?.stop());

const states = (panel: Locator) =>
  panel.getByTestId('family-member').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state')));

describe('a family waits together', () => {
  it('a parent puts two juniors on the waiting list, the admin sees them with the guardian, and the parent books the place held for one', async () => {
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, parent.token);
    await page.goto(`${site.url}/events/${eventId}`);
    const panel = page.getByTestId('family-booking-panel');
    await panel.getByText('This event is full').waitFor();

    await panel.getByRole('button', { name: 'Join the waiting list' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Who waits').waitFor();
    await dialog.getByText('3 people wait').waitFor();
    await dialog.getByRole('checkbox', { name: new RegExp(`${parent.fullName} \\(you\\)`) }).uncheck();
    await dialog.getByText('2 people wait').waitFor();
    await screenshot(page, 'family-waitlist-dialog-en-375');
    await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
    await panel.getByText('Waiting list no. 2').waitFor();
    assert.deepEqual(await states(panel), ['notBooked', 'waiting', 'waiting']);
    await panel.getByText('Waiting list no. 1').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling at 375 px (${overflow} px)`);
    await screenshot(page, 'family-waitlist-waiting-en-375');
    const phoneZh = await site.newPage({ language: 'zh' });
    await useSession(phoneZh, site.url, parent.token);
    await phoneZh.goto(`${site.url}/events/${eventId}`);
    await phoneZh.getByTestId('family-booking-panel').getByText('候補第 2 位').waitFor();
    await screenshot(phoneZh, 'family-waitlist-waiting-zh-375');
    await phoneZh.close();

    // The admin's waiting list: each junior, with the guardian who put them on it.
    const admin = await site.newPage({ language: 'zh' });
    await admin.setViewportSize({ width: 1280, height: 900 });
    await useSession(admin, site.url, adminToken);
    await admin.goto(`${site.url}/admin/event-attendees/${eventId}`);
    const list = admin.getByRole('region', { name: '候補名單' });
    await list.getByText('陳小明 Chan Siu Ming').waitFor();
    assert.equal(await list.getByTestId('waitlist-guardian').count(), 2);
    assert.ok((await list.getByTestId('waitlist-guardian').allTextContents()).every((text) => text.includes(`監護人：${parent.fullName}`)));
    await screenshot(admin, 'family-waitlist-admin-zh-1280');

    // The place frees: it is held for the first in line, the elder junior.
    await api.post(site.apiUrl, `admin/event/enrollment/${takenId}/refund`, {}, adminToken);
    const { mails } = await api.get<{ mails: Array<{ to: string; subject: string }> }>(site.apiUrl, 'admin/outbox/list?page=1', adminToken);
    assert.ok(mails.some((mail) => mail.to === parent.email && mail.subject.includes('E2E Junior Clinic')), 'the offer is mailed to the parent');
    await admin.close();

    // The admin's tab chose Chinese for the site (one browser profile): this phone reads English.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await panel.getByText(/Place held until/).waitFor();
    assert.deepEqual(await states(panel), ['notBooked', 'held', 'waiting']);
    // The parent themselves could still wait: for them the event is full.
    await panel.getByRole('button', { name: 'Join the waiting list' }).waitFor();
    await screenshot(page, 'family-waitlist-held-en-375');
    await panel.getByRole('button', { name: 'Book the held place' }).click();
    await dialog.getByRole('checkbox', { name: /Chan Siu Ming/ }).waitFor();
    assert.equal(await dialog.getByRole('checkbox').count(), 1, 'the junior whose place is held, alone');
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText('Place of 陳小明 Chan Siu Ming').waitFor();
    assert.deepEqual(await states(panel), ['notBooked', 'pending', 'waiting']);
    await screenshot(page, 'family-waitlist-booked-en-375');

    // The same page in Chinese on a wide screen (the language is kept for the site: last).
    const wide = await site.newPage({ language: 'zh' });
    await wide.setViewportSize({ width: 1280, height: 900 });
    await useSession(wide, site.url, parent.token);
    await wide.goto(`${site.url}/events/${eventId}`);
    const widePanel = wide.getByTestId('family-booking-panel');
    await widePanel.getByText('待付款').waitFor();
    await widePanel.getByText('候補第 1 位').waitFor();
    await screenshot(wide, 'family-waitlist-booked-zh-1280');
    await wide.close();
    const wideEn = await site.newPage({ language: 'en' });
    await wideEn.setViewportSize({ width: 1280, height: 900 });
    await useSession(wideEn, site.url, parent.token);
    await wideEn.goto(`${site.url}/events/${eventId}`);
    await wideEn.getByTestId('family-booking-panel').getByText('Waiting list no. 1').waitFor();
    await screenshot(wideEn, 'family-waitlist-booked-en-1280');
    await wideEn.close();
    await page.close();
  });
});
