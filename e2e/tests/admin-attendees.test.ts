// Running an event from the attendees page: one member paid online, another pays at the desk by
// bank transfer, the first is refunded (the place is freed and the member told), and the admin
// downloads the list as a CSV that a spreadsheet opens with Chinese names. At desktop and phone
// widths, in English and Chinese.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { api, createMember, signInToken, useSession, type Account } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { createEvent, enrolThroughApi } from '../harness/events';
import { payThroughCheckout } from '../harness/payments';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

let site: TestSite;
let adminToken: string;
let eventId: string;
let online: Account;
let desk: Account;

before(async () => {
  site = await startTestSite();
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  eventId = await createEvent(site.apiUrl, adminToken, { name: 'E2E 週三練習 Attendees', priceMember: 120, priceNonMember: 160, description: 'Attendees journey.' });
  online = await createMember(site.apiUrl, '陳大文');
  desk = await createMember(site.apiUrl, 'Desk Payer');
  const enrollment = await enrolThroughApi(site.apiUrl, eventId, online, 'Left-handed');
  await enrolThroughApi(site.apiUrl, eventId, desk);
  const { paymentLink } = await api.post<{ paymentLink: string }>(site.apiUrl, 'cms/event/payment/create', { enrollmentId: enrollment._id }, online.token);
  await payThroughCheckout(paymentLink);
});
after(() => site.stop());

describe('admin: attendees', () => {
  it('marks a desk payment, refunds an online one, and downloads the CSV', async () => {
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, adminToken);
    await page.goto(`${site.url}/admin/event-management?keyword=${encodeURIComponent('週三練習 Attendees')}`);
    await page.getByRole('link', { name: 'Attendees of E2E 週三練習 Attendees' }).click();
    await page.getByRole('heading', { name: 'Attendees: E2E 週三練習 Attendees' }).waitFor();
    assert.match(await page.getByRole('listitem').filter({ hasText: 'Enrolled' }).innerText(), /2 \/ 8/);
    assert.match(await page.getByRole('listitem').filter({ hasText: 'Received' }).innerText(), /HK\$160/);
    await screenshot(page, 'admin-attendees-desktop-en');

    await page.getByRole('button', { name: `Mark paid: ${desk.fullName}` }).click();
    const markDialog = page.getByRole('alertdialog');
    await markDialog.getByRole('button', { name: 'Bank transfer' }).click();
    await markDialog.getByRole('button', { name: 'Mark paid' }).click();
    await page.getByText(`${desk.fullName} is marked paid`).waitFor();
    await page.getByRole('row').filter({ hasText: desk.fullName }).getByText('Paid · Bank transfer').waitFor();

    await page.getByRole('button', { name: `Refund ${online.fullName}` }).click();
    const refundDialog = page.getByRole('alertdialog');
    assert.match(await refundDialog.innerText(), /HK\$160 goes back to 陳大文 \d+ \(Online\)/);
    await refundDialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByText(`${online.fullName} is refunded`).waitFor();
    await page.getByRole('region', { name: 'Refunds' }).getByText(online.fullName).waitFor();
    assert.equal(await page.getByRole('table').getByText(online.fullName).count(), 0, 'the refunded place left the list');
    assert.match(await page.getByRole('listitem').filter({ hasText: 'Enrolled' }).innerText(), /1 \/ 8/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^\d{4}-\d{2}-\d{2} E2E 週三練習 Attendees\.csv$/);
    const file = readFileSync((await download.path())!);
    assert.deepEqual([...file.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 with a byte-order mark');
    const lines = file.subarray(3).toString('utf8').trim().split('\r\n');
    assert.equal(lines[0], 'Name,Email,Phone,Remarks,Price (HKD),Payment status,Paid with,Paid at,Checked in at,Enrolled at');
    assert.equal(lines.length, 2);
    assert.match(lines[1]!, new RegExp(`^${desk.fullName},${desk.email},${desk.phone},,160,Paid,Bank transfer,`));
    await screenshot(page, 'admin-attendees-after-en');

    // The refunded member was told.
    const { mails } = await api.get<{ mails: Array<{ to: string; subject: string }> }>(site.apiUrl, 'admin/outbox/list?page=1', adminToken);
    assert.ok(mails.some((mail) => mail.to === online.email && /^Refund and cancellation:|^退款及取消報名：/.test(mail.subject)));
    await page.close();
  });

  it('reads in Chinese on a phone', async () => {
    const page = await site.newPage({ language: 'zh' });
    await page.setViewportSize({ width: 375, height: 800 });
    await useSession(page, site.url, adminToken);
    await page.goto(`${site.url}/admin/event-attendees/${eventId}`);
    await page.getByRole('heading', { name: '參加者：E2E 週三練習 Attendees' }).waitFor();
    await page.getByText('已付款 · 銀行轉帳').waitFor();
    assert.equal(await page.getByRole('table').count(), 0, 'cards, not a table');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `no sideways scrolling (${width} px)`);
    await screenshot(page, 'admin-attendees-phone-zh');
    await page.close();
  });
});
