// An admin publishes through the admin area: an event that visitors then find in the public
// calendar, a members-only announcement a visitor cannot see, and a live update created,
// edited and deleted. The admin signs in through the login page; the site is the production
// build with the real API.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughPage } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { hkDay } from '../harness/events';

/** A Hong Kong calendar day `offset` days from now, YYYY-MM-DD. */
const unique = Date.now().toString(36);

let site: TestSite;
let admin: Page;

/** Screenshots once dialogs and toasts have finished animating in. */
async function still(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await screenshot(page, name);
}

before(async () => {
  site = await startTestSite();
  admin = await site.newPage({ language: 'en' });
  await signInThroughPage(admin, site.url, ADMIN.email, ADMIN.password);
});

after(() => site?.stop());

describe('admin publishing', () => {
  it('creates an event with the form, and a visitor finds it in the calendar', async () => {
    const name = `E2E Admin Night Range ${unique}`;
    const day = hkDay(6);
    await admin.goto(`${site.url}/admin/event-management`);
    await admin.getByRole('link', { name: 'New Event' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Create Event' }).waitFor();

    // The validation table first: nothing typed, nothing sent.
    await admin.getByRole('button', { name: 'Create Event' }).click();
    await admin.getByText('Event name is required').waitFor();
    await admin.getByText('Date must be in YYYY-MM-DD format').waitFor();
    await still(admin, 'admin-journey-event-validation-en');

    await admin.getByLabel(/Event Name/).fill(name);
    await admin.getByLabel(/Type/).selectOption('Coaching');
    await admin.getByLabel(/^Date/).fill(day);
    await admin.getByLabel(/Start Time/).fill('19:30:00');
    await admin.getByLabel(/Duration/).fill('90 minutes');
    await admin.getByLabel(/Venue/).fill('Tuen Mun Golf Centre');
    await admin.getByLabel(/Max Participants/).fill('16');
    await admin.getByLabel(/^Member Price/).fill('80');
    await admin.getByLabel(/Non-member Price/).fill('120.5');
    await admin.getByLabel(/Coach/).fill('Coach Lam');
    await admin.getByLabel(/Description/).fill('Floodlit range session.\nBring a glove.');
    await admin.getByRole('button', { name: 'Create Event' }).click();

    await admin.getByText('Event created successfully').waitFor();
    await admin.waitForURL(/\/admin\/event-management$/);
    await admin.getByRole('searchbox').fill(name);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const row = admin.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    const text = await row.innerText();
    for (const part of ['Coaching', day, '19:30', '0 / 16', 'HK$80 / HK$120.50', 'Open']) assert.ok(text.includes(part), `${part} in: ${text}`);

    const visitor = await site.newPage({ language: 'en' });
    await visitor.goto(`${site.url}/event-calendar?date=${day}`);
    // The day's list (the upcoming events under the calendar name it too).
    await visitor.getByRole('button', { name: `Show details of ${name}` }).first().click();
    await visitor.getByRole('dialog').getByText('Tuen Mun Golf Centre').waitFor();
    await visitor.close();

    // Editing it changes what the public calendar answers.
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await admin.getByLabel(/Event Name/).waitFor();
    assert.equal(await admin.getByLabel(/Coach/).inputValue(), 'Coach Lam');
    await admin.getByLabel(/Venue/).fill('Kau Sai Chau');
    await admin.getByRole('button', { name: 'Update Event' }).click();
    await admin.getByText('Event updated successfully').waitFor();
    const { events } = await api.get<{ events: Array<{ name: string; venue: string }> }>(site.apiUrl, `ext/event/calendar?date=${day}`);
    assert.equal(events.find((event) => event.name === name)?.venue, 'Kau Sai Chau');
  });

  it('creates a members-only announcement that a visitor cannot see', async () => {
    const title = `E2E Members briefing ${unique}`;
    await admin.goto(`${site.url}/admin/announcement-management`);
    await admin.getByRole('link', { name: 'New Announcement' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Create Announcement' }).waitFor();
    assert.equal(await admin.getByLabel(/Created By/).inputValue(), 'Golf Community Team');
    await admin.getByLabel(/^Title · English/).fill(title);
    await admin.getByLabel(/Audience/).selectOption('MemberOnly');
    await admin.getByLabel(/Category/).selectOption('Community');
    await admin.getByLabel(/^Content · English/).fill('Briefing for annual members at the clubhouse.');
    await admin.getByRole('button', { name: 'Create Announcement' }).click();
    await admin.getByText('Announcement created successfully').waitFor();
    await admin.waitForURL(/\/admin\/announcement-management$/);
    const row = admin.getByRole('row', { name: new RegExp(title) });
    await row.getByText('Members Only').waitFor();
    await still(admin, 'admin-journey-announcements-en');

    const { announcements } = await api.get<{ announcements: Array<{ _id: string; title: string }> }>(
      site.apiUrl,
      'admin/announcement/list?page=1',
      await adminToken(),
    );
    const created = announcements.find((announcement) => announcement.title === title);
    assert.ok(created, 'the admin list has it');

    const visitor = await site.newPage({ language: 'en' });
    await visitor.goto(`${site.url}/announcements`);
    // The page has loaded its list (demo announcements for everyone) without the members' one.
    // Not 'networkidle': the live-updates stream may already be open (it was, with two files at once).
    await visitor.getByRole('heading', { level: 1 }).first().waitFor();
    await visitor.getByTestId('archive').locator('a').first().waitFor();
    assert.equal(await visitor.getByText(title).count(), 0);
    await visitor.goto(`${site.url}/announcements/${created._id}`);
    await visitor.getByText('Announcement not found').waitFor();
    assert.equal(await visitor.getByRole('heading', { name: title }).count(), 0);
    const response = await fetch(`${site.apiUrl}/ext/announcement/get/${created._id}`);
    assert.equal(response.status, 404);
    await visitor.close();
  });

  it('creates, edits and deletes a live update', async () => {
    const title = `E2E Fog delay ${unique}`;
    await admin.goto(`${site.url}/admin/live-update-management`);
    await admin.getByRole('heading', { level: 1, name: 'Live Update Management' }).waitFor();
    await admin.getByRole('button', { name: 'New Live Update' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/Title · English/).fill(title);
    await dialog.getByLabel('Color').selectOption('orange');
    await dialog.getByLabel(/Content · English/).fill('Tee times move by 30 minutes.');
    await still(admin, 'admin-journey-live-update-dialog-en');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await admin.getByText('Live update created successfully').waitFor();
    await admin.getByRole('row', { name: new RegExp(title) }).getByText('Orange').waitFor();

    await admin.getByRole('button', { name: `Edit ${title}` }).click();
    await dialog.getByLabel(/Title · English/).waitFor();
    assert.equal(await dialog.getByLabel(/Title · English/).inputValue(), title);
    await dialog.getByLabel(/Title · English/).fill(`${title} (cleared)`);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await admin.getByText('Live update updated successfully').waitFor();
    await admin.getByText(`${title} (cleared)`).waitFor();
    const { liveUpdates } = await api.get<{ liveUpdates: Array<{ title: string }> }>(site.apiUrl, 'ext/liveupdate/list');
    assert.ok(liveUpdates.some((item) => item.title === `${title} (cleared)`));

    await admin.getByPlaceholder('Search by title or content...').fill('CLEARED');
    assert.equal(await admin.getByRole('row').count(), 2, 'the header and the one match');
    await admin.getByRole('button', { name: `Delete ${title} (cleared)` }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this live update? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Live update deleted successfully').waitFor();
    await admin.getByText('No live updates found matching your search').waitFor();
    const after = await api.get<{ liveUpdates: Array<{ title: string }> }>(site.apiUrl, 'ext/liveupdate/list');
    assert.ok(!after.liveUpdates.some((item) => item.title.startsWith(title)));
  });
});

async function adminToken(): Promise<string> {
  return admin.evaluate(() => sessionStorage.getItem('auth_token') ?? '');
}
