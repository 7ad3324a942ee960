// Running an event from the attendees page: one member paid online, another pays at the desk by
// bank transfer, the first is refunded (the place is freed and the member told), and the admin
// downloads the list as a CSV that a spreadsheet opens with Chinese names. At desktop and phone
// widths, in English and Chinese.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { api, createMember, signInToken, useSession, type Account } from '../harness/accounts';
import { axeFindings, describeFindings } from '../harness/axe';
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
    assert.equal(lines[0], 'Name,Email,Phone,Remarks,Price (HKD),Payment status,Paid with,Paid at,Checked in at,Enrolled at,List,Place held until,Guardian,Emergency contact,Medical note,Photo consent');
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

  it('shows who holds a freed place until when and who waits at which place, in both languages, and in the CSV', async () => {
    const fullId = await createEvent(site.apiUrl, adminToken, { name: 'E2E Full Clinic 候補', maxParticipants: 1, priceMember: 80, priceNonMember: 80 });
    const paid = await createMember(site.apiUrl, 'Paid Place');
    const enrollment = await enrolThroughApi(site.apiUrl, fullId, paid);
    await api.post(site.apiUrl, `admin/event/enrollment/${enrollment._id}/mark-paid`, { method: 'cash' }, adminToken);
    const waiting = [await createMember(site.apiUrl, 'Waits First'), await createMember(site.apiUrl, '第二位候補'), await createMember(site.apiUrl, 'Waits Third')];
    for (const member of waiting) await api.post(site.apiUrl, `cms/event/waitlist/${fullId}`, {}, member.token);
    // The paid place is refunded: it is held for the first in line.
    await api.post(site.apiUrl, `admin/event/enrollment/${enrollment._id}/refund`, {}, adminToken);

    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, adminToken);
    await page.goto(`${site.url}/admin/event-attendees/${fullId}`);
    const list = page.getByRole('region', { name: 'Waiting list' });
    await list.waitFor();
    assert.match(await page.getByRole('listitem').filter({ hasText: 'Places held' }).innerText(), /1/);
    assert.match(await page.getByRole('listitem').filter({ hasText: 'Waiting' }).first().innerText(), /2/);
    const entries = await list.getByRole('listitem').allInnerTexts();
    assert.equal(entries.length, 3);
    assert.match(entries[0]!, new RegExp(`^${waiting[0]!.fullName}\\s+Place held until `));
    assert.match(entries[1]!, /第二位候補 \d+\s+No\. 1 in line/);
    assert.match(entries[2]!, /Waits Third \d+\s+No\. 2 in line/);
    assert.deepEqual(describeFindings('attendees with a waiting list (en)', await axeFindings(page)), []);
    await screenshot(page, 'admin-attendees-waitlist-en');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const lines = readFileSync((await download.path())!).subarray(3).toString('utf8').trim().split('\r\n');
    assert.equal(lines.length, 4, 'the header and the three on the list (the refunded place is gone)');
    // (The last four columns are a junior's: empty for an adult.)
    assert.match(lines[1]!, /,Place held,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,,,$/);
    assert.match(lines[3]!, /^Waits Third \d+,.*,Waiting list no\. 2,,,,,$/);
    await page.close();

    const zh = await site.newPage({ language: 'zh' });
    await useSession(zh, site.url, adminToken);
    await zh.goto(`${site.url}/admin/event-attendees/${fullId}`);
    const zhList = zh.getByRole('region', { name: '候補名單' });
    await zhList.getByText(/^名額保留至 /).waitFor();
    await zhList.getByText('候補第 2 位').waitFor();
    assert.deepEqual(describeFindings('attendees with a waiting list (zh)', await axeFindings(zh)), []);
    await screenshot(zh, 'admin-attendees-waitlist-zh');
    await zh.close();
  });

  for (const language of ['en', 'zh'] as const) {
    it(`keeps every admin table's column headers whole at 1280 px (${language})`, async () => {
      const page = await site.newPage({ language });
      await page.setViewportSize({ width: 1280, height: 900 });
      await useSession(page, site.url, adminToken);
      const pages = ['event-management', 'user-management', 'announcement-management', 'live-update-management', `event-attendees/${eventId}`];
      for (const path of pages) {
        await page.goto(`${site.url}/admin/${path}`);
        await page.getByRole('columnheader').first().waitFor();
        assert.deepEqual(await brokenHeaderWords(page), [], `${path} (${language})`);
        // Whole words widen their columns: the table still fits beside the sidebar, no sideways scrolling.
        const overflow = await page.evaluate(() => [...document.querySelectorAll('table')].map((table) => table.scrollWidth - table.parentElement!.clientWidth));
        assert.ok(overflow.every((pixels) => pixels <= 0), `${path} (${language}) overflows by ${overflow.join(', ')} px`);
        if (path === 'event-management') await screenshot(page, `admin-events-headers-${language}`);
      }
      await page.close();
    });
  }
});

/** The column headers' words that a line break cuts in two (a word's letters on two lines). */
function brokenHeaderWords(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('th')].flatMap((header) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (const word of node.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(`"${header.textContent}": ${word[0]}`);
        }
      }
      return broken;
    }),
  );
}
