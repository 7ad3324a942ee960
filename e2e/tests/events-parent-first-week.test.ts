// Issue 35, a parent's first week on a phone (390 px), the events side, in Chinese and English:
// a shared event link shows a visitor the event (not a bare sign-in page) and its upcoming
// neighbours; a member cancels a paid booking before the deadline and is refunded, and after it is
// told whom to contact; the door refuses a code for another day, saying which day it is for, and
// admits it on the day.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { api, createMember, signInThroughPage, signInToken, useSession, type Account } from '../harness/accounts';
import { axeFindings, describeFindings } from '../harness/axe';
import { screenshot } from '../harness/browser';
import { createEvent, enrolThroughApi, hkDay } from '../harness/events';
import { payThroughCheckout } from '../harness/payments';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

let site: TestSite;
let adminToken: string;

before(async () => {
  site = await startTestSite({ viewport: { width: 390, height: 844 } });
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
});
after(() => site.stop());

async function still(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await screenshot(page, name);
}

async function noAxeFindings(page: Page, where: string) {
  // Not mid-animation: a dialog's backdrop fading in makes the page behind it read as low contrast.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const problems = describeFindings(where, await axeFindings(page));
  assert.deepEqual(problems, [], problems.join('\n'));
}

/** Nothing wider than the phone's screen. */
async function fitsThePhone(page: Page) {
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling at 390 px');
}

/** A member enrolled in the event and paid online through the sandbox checkout. */
async function paidBooking(eventId: string, name: string): Promise<{ member: Account; enrollmentId: string }> {
  const member = await createMember(site.apiUrl, name);
  const enrollment = await enrolThroughApi(site.apiUrl, eventId, member);
  const { paymentLink } = await api.post<{ paymentLink: string }>(site.apiUrl, 'cms/event/payment/create', { enrollmentId: enrollment._id }, member.token);
  await payThroughCheckout(paymentLink);
  const { paymentStatus } = await api.get<{ paymentStatus: string }>(site.apiUrl, `cms/event/payment/verify?enrollmentId=${enrollment._id}`, member.token);
  assert.equal(paymentStatus, 'Paid');
  return { member, enrollmentId: enrollment._id };
}

const LANGUAGES = [
  {
    language: 'zh' as const,
    signIn: '登入以報名',
    upcoming: '即將舉行的活動',
    until: /你可於 .+ 前取消並獲全數退款。/,
    cancelPaid: '取消報名並退款',
    confirm: '確定取消並退款',
    refunded: /HK\$320 會按原付款方式退回/,
    book: '報名',
    deadlinePassed: /取消期限（.+）已過。如需取消，請聯絡本會：/,
    checkInLabel: '入場代碼',
    checkIn: '簽到',
    result: '結果',
    wrongDay: '並非今天的活動',
    wrongDayHint: (day: string) => new RegExp(`此入場代碼適用於 ${Number(day.slice(0, 4))}年${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日.*是次掃描沒有記錄`),
    checkedIn: '已簽到',
  },
  {
    language: 'en' as const,
    signIn: 'Sign in to enrol',
    upcoming: 'Upcoming events',
    until: /You can cancel and get a full refund until .+\./,
    cancelPaid: 'Cancel booking and refund',
    confirm: 'Yes, cancel and refund',
    refunded: /HK\$320 will be refunded the way you paid/,
    book: 'Book',
    deadlinePassed: /The cancellation deadline \(.+\) has passed\. To cancel, please contact the club:/,
    checkInLabel: 'Entry code',
    checkIn: 'Check In',
    result: 'Result',
    wrongDay: 'Not today',
    wrongDayHint: (day: string) => new RegExp(`This entry code is for .*${Number(day.slice(8, 10))} .*${day.slice(0, 4)}\\. Nothing was recorded`),
    checkedIn: 'Checked in',
  },
];

describe("a parent's first week on a phone: events", () => {
  for (const words of LANGUAGES) {
    const { language } = words;

    it(`${language}: a shared event link shows a visitor the event on the calendar, with the next events, and sign-in returns to it`, async () => {
      const name = `E2E Shared Link Clinic ${language}`;
      const day = hkDay(9);
      const eventId = await createEvent(site.apiUrl, adminToken, { name, date: day, time: '10:30:00', venue: 'Kau Sai Chau North Course', priceNonMember: 280, description: 'Short game clinic for juniors and their parents.' });
      const page = await site.newPage({ language });
      // What a parent taps in a WhatsApp group: the event's page, which is for members.
      await page.goto(`${site.url}/events/${eventId}`);
      await page.waitForURL((url) => url.pathname === '/event-calendar' && url.searchParams.get('event') === eventId && url.searchParams.get('date') === day);
      const dialog = page.getByRole('dialog');
      await dialog.getByText(name).waitFor();
      await dialog.getByText('Kau Sai Chau North Course').waitFor();
      await dialog.getByText('HK$280').waitFor();
      await dialog.getByText('Short game clinic for juniors and their parents.').waitFor();
      await noAxeFindings(page, `${language} calendar dialog`);
      await still(page, `events-shared-link-dialog-${language}-390`);

      // Under the calendar: what is coming, whichever month it is in.
      await dialog.getByRole('button', { name: language === 'zh' ? '關閉' : 'Close' }).first().click();
      await page.waitForURL((url) => !url.searchParams.has('event'));
      const upcoming = page.getByRole('region', { name: words.upcoming });
      await upcoming.getByRole('button').first().waitFor();
      assert.ok((await upcoming.getByRole('button').count()) > 0, 'the next events are listed');
      await upcoming.scrollIntoViewIfNeeded();
      await fitsThePhone(page);
      await noAxeFindings(page, `${language} calendar with upcoming events`);
      await still(page, `events-calendar-upcoming-${language}-390`);

      // Sign in from the dialog: back on the event's own page, signed in.
      const parent = await createMember(site.apiUrl, `Parent ${language}`);
      await page.goto(`${site.url}/event-calendar?date=${day}&event=${eventId}`);
      await page.getByRole('dialog').getByRole('button', { name: words.signIn }).click();
      await page.waitForURL(/\/login$/);
      await page.locator('input[type="email"]').fill(parent.email);
      await page.locator('input[type="password"]').first().fill(parent.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(`${site.url}/events/${eventId}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByTestId('booking-panel').getByRole('button', { name: words.book }).waitFor();
      // The member's share button gives the link that works for everyone.
      const shared = await page.getByRole('button', { name: language === 'zh' ? '分享活動' : 'Share event' }).getAttribute('data-share-url');
      assert.equal(shared, `${site.url}/event-calendar?date=${day}&event=${eventId}`);
      await page.close();
    });

    it(`${language}: a member cancels a paid booking before the deadline and is refunded; after it, the page says whom to contact`, async () => {
      const name = `E2E Refundable Coaching ${language}`;
      const eventId = await createEvent(site.apiUrl, adminToken, { name, date: hkDay(8), time: '09:00:00', priceNonMember: 320, maxParticipants: 4 });
      const { member, enrollmentId } = await paidBooking(eventId, `Refund Parent ${language}`);
      const page = await site.newPage({ language });
      await useSession(page, site.url, member.token);
      await page.goto(`${site.url}/events/${eventId}`);
      const card = page.getByTestId('enrollment-card');
      await card.getByText(words.until).waitFor();
      await fitsThePhone(page);
      await noAxeFindings(page, `${language} paid booking`);
      await card.getByRole('button', { name: words.cancelPaid }).scrollIntoViewIfNeeded();
      await still(page, `events-cancel-paid-${language}-390`);
      await card.getByRole('button', { name: words.cancelPaid }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(/HK\$320/).waitFor();
      await still(page, `events-cancel-paid-confirm-${language}-390`);
      await confirm.getByRole('button', { name: words.confirm }).click();
      await page.getByText(words.refunded).waitFor();
      await page.getByTestId('booking-panel').waitFor();
      // The refund went through the provider and the club's records, and the member has a mail.
      const { refunds } = await api.get<{ refunds: Array<{ enrollmentId: string; amount: number }> }>(site.apiUrl, `admin/event/${eventId}/enrollments`, adminToken);
      assert.deepEqual(refunds.map((refund) => [refund.enrollmentId, refund.amount]), [[enrollmentId, 320]]);
      const { mails } = await api.get<{ mails: Array<{ to: string }> }>(site.apiUrl, 'admin/outbox/list?page=1', adminToken);
      assert.ok(mails.some((mail) => mail.to === member.email), 'the refund mail is in the outbox');

      // Two days before is the deadline: an event tomorrow can no longer be cancelled here.
      const soon = await createEvent(site.apiUrl, adminToken, { name: `E2E Tomorrow Practice ${language}`, date: hkDay(1), time: '19:00:00' });
      await paidBooking(soon, `Late Parent ${language}`).then(async ({ member: late }) => {
        await useSession(page, site.url, late.token);
        await page.goto(`${site.url}/events/${soon}`);
        const contact = page.getByTestId('enrollment-card').getByTestId('club-contact');
        await contact.getByText(words.deadlinePassed).waitFor();
        await contact.getByRole('link', { name: 'info@youthgolf.hk' }).waitFor();
        assert.equal(await page.getByTestId('enrollment-card').getByRole('button', { name: words.cancelPaid }).count(), 0);
        await noAxeFindings(page, `${language} after the deadline`);
        await still(page, `events-cancel-deadline-passed-${language}-390`);
      });
      await page.close();
    });

    it(`${language}: the door refuses a code for another day, naming its day, and admits it on the day`, async () => {
      const later = hkDay(7);
      const laterEvent = await createEvent(site.apiUrl, adminToken, { name: `E2E Next Week Practice ${language}`, date: later, time: '19:00:00' });
      const todayEvent = await createEvent(site.apiUrl, adminToken, { name: `E2E Tonight Practice ${language}`, date: hkDay(0), time: '23:59:00' });
      const early = await paidBooking(laterEvent, `Early Parent ${language}`);
      const tonight = await paidBooking(todayEvent, `Tonight Parent ${language}`);

      const page = await site.newPage({ language });
      await signInThroughPage(page, site.url, ADMIN.email, ADMIN.password);
      await page.goto(`${site.url}/admin/check-in`);
      const result = page.getByRole('region', { name: words.result });
      await page.getByLabel(words.checkInLabel).fill(`GBEVT:${laterEvent}:${early.enrollmentId}`);
      await page.getByRole('button', { name: words.checkIn, exact: true }).click();
      await result.getByText(words.wrongDay, { exact: true }).waitFor();
      await result.getByText(words.wrongDayHint(later)).waitFor();
      await fitsThePhone(page);
      await noAxeFindings(page, `${language} check-in of another day`);
      await still(page, `events-check-in-wrong-day-${language}-390`);
      const { enrollments } = await api.get<{ enrollments: Array<{ _id: string; checkedInAt: string | null }> }>(site.apiUrl, `admin/event/${laterEvent}/enrollments`, adminToken);
      assert.equal(enrollments.find((row) => row._id === early.enrollmentId)?.checkedInAt, null, 'nothing recorded');

      await page.getByLabel(words.checkInLabel).fill(`GBEVT:${todayEvent}:${tonight.enrollmentId}`);
      await page.getByRole('button', { name: words.checkIn, exact: true }).click();
      await result.getByText(words.checkedIn, { exact: true }).waitFor();
      await still(page, `events-check-in-on-the-day-${language}-390`);
      await page.close();
    });
  }
});
