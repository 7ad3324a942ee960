// A visitor browses the event calendar: marked days, a day's events, the detail dialog and
// 'Sign in to enrol'; a member goes from the same dialog to the event page. Also on a phone and
// in Chinese, and the failure and empty states.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { api, createMember, signInToken, useSession } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { hkDay } from '../harness/events';

/** A Hong Kong calendar day `offset` days from now, YYYY-MM-DD. */
let site: TestSite;
let adminToken: string;
const eventDay = hkDay(3);
let eventId: string;

async function createEvent(fields: Record<string, unknown>): Promise<string> {
  const { event } = await api.post<{ event: { _id: string } }>(
    site.apiUrl,
    'cms/event/create',
    {
      time: '19:00:00',
      duration: '2 hours',
      venue: 'Tuen Mun Golf Centre',
      maxParticipants: 12,
      priceMember: 80,
      priceNonMember: 150,
      type: 'Practice',
      description: 'Range session with a coach.\nBring your own glove.',
      allowRegistration: true,
      ...fields,
    },
    adminToken,
  );
  return event._id;
}

/** Screenshots once dialogs and toasts have finished animating in. */
async function still(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await screenshot(page, name);
}

/** Opens the calendar on today's month and clicks the day of `date` (moving a month on if needed). */
async function pickDay(page: Page, date: string) {
  await page.goto(`${site.url}/event-calendar`);
  await page.locator('.golf-calendar').waitFor();
  if (date.slice(0, 7) !== hkDay(0).slice(0, 7)) await page.getByRole('button', { name: /Next month|下一個月/ }).click();
  const day = String(Number(date.slice(8, 10)));
  const tile = page.locator('.react-calendar__month-view__days__day:not(.react-calendar__month-view__days__day--neighboringMonth)', {
    has: page.locator('abbr', { hasText: new RegExp(`^${day}$`) }),
  });
  await tile.locator('.golf-calendar__dot').waitFor();
  await tile.click();
  await page.waitForURL(new RegExp(`date=${date}`));
}

before(async () => {
  site = await startTestSite();
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  eventId = await createEvent({ name: 'E2E Twilight Range Practice', date: eventDay, tag: 'beginner, range' });
  await createEvent({ name: 'E2E Coaching Clinic', date: eventDay, type: 'Coaching', time: '09:30:00', priceNonMember: 0, coach: 'Coach Lee' });
});

after(() => site.stop());

describe('event calendar', () => {
  it("a visitor picks a marked day, reads an event's dialog and is sent to /login to enroll", async () => {
    const page = await site.newPage({ language: 'en' });
    await pickDay(page, eventDay);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Show details of E2E Twilight Range Practice' }) }).first();
    await item.waitFor();
    const text = await item.innerText();
    for (const part of ['19:00', '2 hours', 'Practice', '#beginner', '#range', 'Tuen Mun Golf Centre', '12 people', 'HK$150']) {
      assert.ok(text.includes(part), `the day's list shows ${part}: ${text}`);
    }
    // Earliest first (the demo content may add its own events to the day).
    // The day's list, not the upcoming events under the calendar (which may draw first).
    await page.locator('ul button[aria-label="Show details of E2E Coaching Clinic"]:not([data-testid="upcoming-events"] *)').waitFor();
    const names = await page.locator('ul button[aria-label^="Show details of"]:not([data-testid="upcoming-events"] *)').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
    const ours = names.filter((name) => name?.includes('E2E'));
    assert.deepEqual(ours, ['Show details of E2E Coaching Clinic', 'Show details of E2E Twilight Range Practice']);
    await screenshot(page, 'events-calendar-en-1280');

    await item.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('E2E Twilight Range Practice').waitFor();
    const dialogText = await dialog.innerText();
    for (const part of ['Practice', 'Tuen Mun Golf Centre', '12 people', '2 hours', 'HK$150', 'Bring your own glove.', '19:00']) {
      assert.ok(dialogText.includes(part), `the dialog shows ${part}`);
    }
    assert.equal(await dialog.getByRole('button', { name: 'View details' }).count(), 0);
    await still(page, 'events-calendar-dialog-en-1280');
    await dialog.getByRole('button', { name: 'Sign in to enrol' }).click();
    await page.waitForURL(/\/login$/);

    // Signing in there comes back to the event, ready to book.
    const member = await createMember(site.apiUrl, 'Calendar Visitor');
    await page.locator('input[type="email"]').fill(member.email);
    await page.locator('input[type="password"]').first().fill(member.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(new RegExp(`/events/${eventId}$`));
    await page.getByTestId('booking-panel').getByRole('button', { name: 'Book' }).waitFor();
    await page.close();
  });

  it('the month is one Tab stop; the arrow keys move between days and Enter chooses one', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.goto(`${site.url}/event-calendar?date=${eventDay}`);
    const stop = page.locator('.react-calendar__month-view__days__day[tabindex="0"]');
    await stop.waitFor();
    assert.equal(await stop.count(), 1);
    await stop.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const nextDay = new Date(Date.parse(`${eventDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.waitForURL(new RegExp(`date=${nextDay}`));
    await page.close();
  });

  it('a member goes from the dialog to the event page', async () => {
    const member = await createMember(site.apiUrl, 'Calendar Member');
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, member.token);
    await page.goto(`${site.url}/event-calendar?date=${eventDay}`);
    await page.getByRole('button', { name: 'Show details of E2E Twilight Range Practice' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'View details' }).click();
    await page.waitForURL(new RegExp(`/events/${eventId}$`));
    await page.getByRole('heading', { level: 1, name: 'E2E Twilight Range Practice' }).waitFor();
    await page.close();
  });

  it('speaks Chinese, on a phone too', async () => {
    const page = await site.newPage({ language: 'zh' });
    await page.goto(`${site.url}/event-calendar?date=${eventDay}`);
    await page.getByRole('heading', { name: '活動日曆' }).waitFor();
    await page.getByRole('button', { name: '查看「E2E Twilight Range Practice」的詳情' }).first().waitFor();
    await page.getByText('非會員價').first().waitFor();
    await screenshot(page, 'events-calendar-zh-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'events-calendar-zh-375');
    await page.getByRole('button', { name: '查看「E2E Twilight Range Practice」的詳情' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: '登入以報名' }).waitFor();
    await still(page, 'events-calendar-dialog-zh-375');
    await page.close();
  });

  it("the month picker marks the month in view, not today's, in both languages on a phone", async () => {
    const todayMonth = Number(hkDay(0).slice(5, 7)) - 1;
    const inViewMonth = (todayMonth + 2) % 12;
    for (const language of ['zh', 'en'] as const) {
      const page = await site.newPage({ language });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${site.url}/event-calendar`);
      await page.locator('.golf-calendar').waitFor();
      for (let step = 0; step < 2; step++) {
        const label = await page.locator('.react-calendar__navigation__label').innerText();
        await page.getByRole('button', { name: /Next month|下一個月/ }).click();
        await page.waitForFunction((before) => document.querySelector('.react-calendar__navigation__label')?.textContent !== before, label);
      }
      await page.locator('.react-calendar__navigation__label').click();
      const inView = page.locator('.react-calendar__year-view .golf-calendar__in-view');
      await inView.waitFor();
      assert.equal(await inView.count(), 1, 'one month is marked');
      const months = page.locator('.react-calendar__year-view__months__month');
      assert.equal(await inView.evaluate((tile) => [...tile.parentElement!.children].indexOf(tile)), inViewMonth, 'the month in view is marked');
      const filled = (index: number) => months.nth(index).evaluate((tile) => getComputedStyle(tile).backgroundColor);
      assert.notEqual(await filled(inViewMonth), 'rgba(0, 0, 0, 0)', 'the month in view is filled');
      // Today's month (shown when the year in view is this year) and the chosen day's are not filled.
      if (inViewMonth > todayMonth) assert.equal(await filled(todayMonth), 'rgba(0, 0, 0, 0)', "today's month is not filled");
      await still(page, `events-calendar-month-picker-${language}-390`);
      // Choosing a month shows it.
      await inView.click();
      await page.locator('.react-calendar__month-view').waitFor();
      await page.close();
    }
  });

  it('shows the empty day, and the failure message with a working Retry', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.setViewportSize({ width: 375, height: 800 });
    // Loading: the day's events are held back until the loading state has been seen (the frame
    // draws after at most a second without them; a fixed delay raced that on a busy machine).
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/ext/event/calendar?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}/event-calendar?date=${hkDay(40)}`);
    await page.locator('.golf-calendar').waitFor();
    await page.getByRole('status').getByText('Loading...').waitFor();
    await screenshot(page, 'events-calendar-loading-en-375');
    release();
    await page.getByText('No events on this day').waitFor();
    await page.unroute('**/ext/event/calendar?*');
    await screenshot(page, 'events-calendar-empty-en-375');

    await page.route('**/ext/event/calendar?*', (route) => route.abort());
    await page.goto(`${site.url}/event-calendar?date=${eventDay}`);
    await page.getByRole('alert').getByText('Failed to fetch events. Please try again.').waitFor();
    await still(page, 'events-calendar-error-en-375');
    await page.unroute('**/ext/event/calendar?*');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Show details of E2E Twilight Range Practice' }).first().waitFor();
    await page.close();
  });
});
