// Golf competitions (issue 41 point 5): an admin sets up a competition from an event in
// /golf/admin, edits the draw (the marker) and publishes the leaderboard; the group's marker scores
// on a 375 px phone; a visitor who is not signed in watches the public leaderboard change without
// reloading, and sees the final results once the admin ends it. Screenshots of every competition
// page in zh and en, 1280 and 375 wide, with nothing axe finds.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { api, createMember, signInToken, useSession, type Account } from '../harness/accounts';
import { axeFindings, describeFindings } from '../harness/axe';
import { screenshot } from '../harness/browser';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

let site: TestSite;
let marker: Account;
let player: Account;
let adminToken: string;
let eventName: string;
let competitionId: string;

before(async () => {
  site = await startTestSite({ viewport: { width: 1280, height: 900 } });
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  marker = await createMember(site.apiUrl, 'Wong Mei Ling');
  player = await createMember(site.apiUrl, 'Chan Tai Man');
  eventName = `Junior Medal ${Date.now()}`;
  const inAWeek = new Date(Date.now() + 7 * 86_400_000 + 8 * 3600_000).toISOString().slice(0, 10);
  const { event } = await api.post<{ event: { _id: string } }>(
    site.apiUrl,
    'cms/event/create',
    { name: eventName, date: inAWeek, time: '08:00:00', duration: '5 hours', venue: 'Kau Sai Chau', maxParticipants: 20, priceMember: 0, priceNonMember: 0, type: 'Event', description: 'Club medal, front nine.' },
    adminToken,
  );
  for (const member of [marker, player]) await api.post(site.apiUrl, `cms/event/enroll/${event._id}`, { name: member.fullName, email: member.email, phone: member.phone, remarks: null }, member.token);
});
after(() => site?.stop());

const rowOf = (page: Page, name: RegExp) => page.getByTestId('leaderboard-row').filter({ has: page.getByTestId('player').filter({ hasText: name }) });

describe('golf competitions', () => {
  it('an admin sets up a competition from an event, a marker scores on a phone, a visitor watches the leaderboard change live', async () => {
    // The admin: the event, a tee, the front nine; drawn at once.
    const admin = await site.newPage({ language: 'en' });
    await useSession(admin, site.url, adminToken);
    await admin.goto(`${site.url}/golf/admin/competitions`);
    await admin.getByRole('heading', { level: 2, name: 'Set up a competition' }).waitFor({ timeout: 45_000 });
    await admin.getByLabel(/^Event/).selectOption({ label: `${(await admin.getByLabel(/^Event/).locator('option', { hasText: eventName }).textContent())!}` });
    await admin.getByLabel(/^Course and tee/).selectOption({ index: 1 });
    await admin.getByLabel(/^Holes/).selectOption('front');
    await admin.getByRole('button', { name: 'Set up and draw' }).click();
    await admin.getByTestId('draw-editor').waitFor();
    competitionId = admin.url().split('/').at(-1)!;
    assert.equal(await admin.getByTestId('draw-player').count(), 2);
    // The marker is chosen in the draw: Mei Ling marks the group.
    await admin.getByLabel('Marker').selectOption({ label: marker.fullName });
    await admin.getByRole('button', { name: 'Save the draw' }).click();
    await admin.getByText('Draw saved').waitFor();
    await admin.getByRole('button', { name: 'Publish the leaderboard' }).click();
    await admin.getByTestId('public-link').waitFor();
    assert.equal(await admin.getByTestId('published-badge').textContent(), 'Published');

    // A visitor (not signed in) opens the public leaderboard: nobody has teed off.
    const visitor = await site.newPage({ language: 'en' });
    await visitor.setViewportSize({ width: 375, height: 812 });
    await visitor.goto(`${site.url}/golf/leaderboard/${competitionId}`);
    await visitor.getByRole('heading', { level: 1, name: `Leaderboard · ${eventName}` }).waitFor({ timeout: 45_000 });
    await visitor.getByText('Updates as scores come in').waitFor();
    assert.equal(await rowOf(visitor, /^Tai Man/).getByTestId('thru').textContent(), '–');
    await visitor.evaluate(() => Object.assign(window, { notReloaded: true }));

    // The marker on a phone: hole 1, the player one over, Mei Ling level; entered.
    const phone = await site.newPage({ language: 'en' });
    await phone.setViewportSize({ width: 375, height: 812 });
    await useSession(phone, site.url, marker.token);
    await phone.goto(`${site.url}/golf/marking`);
    await phone.getByTestId('marked-group').waitFor({ timeout: 45_000 });
    await phone.getByText('Hole 1 (1 of 9)').waitFor();
    await phone.getByRole('group', { name: /^Tai Man .* · Strokes$/ }).getByRole('button', { name: 'One stroke more' }).click();
    const plus = await phone.getByRole('button', { name: 'One stroke more' }).first().boundingBox();
    assert.ok(plus && plus.height >= 44 && plus.width >= 44, JSON.stringify(plus));
    assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
    await phone.getByRole('button', { name: 'Enter' }).click();
    await phone.getByText('Hole 2 (2 of 9)').waitFor();
    await phone.getByTestId('marking-status').filter({ hasText: 'Saved' }).waitFor();

    // The visitor's page changes by itself: Mei Ling leads at level par, Tai Man +1, both thru 1.
    await rowOf(visitor, /^Tai Man/).getByTestId('to-par').filter({ hasText: '+1' }).waitFor();
    assert.equal(await rowOf(visitor, /^Tai Man/).getByTestId('thru').textContent(), '1');
    assert.equal(await rowOf(visitor, /^Mei Ling/).getByTestId('to-par').textContent(), 'E');
    assert.equal(await rowOf(visitor, /^Mei Ling/).getByTestId('position').textContent(), '1');
    assert.equal(await visitor.getByTestId('leaderboard-state').textContent(), 'Live');

    // Hole 2: both one over; the leaderboard follows again (a tie would show as T1 — the API's tests pin it).
    await phone.getByRole('group', { name: /^Mei Ling .* · Strokes$/ }).getByRole('button', { name: 'One stroke more' }).click();
    await phone.getByRole('button', { name: 'Enter' }).click();
    await phone.getByText('Hole 3 (3 of 9)').waitFor();
    await rowOf(visitor, /^Mei Ling/).getByTestId('thru').filter({ hasText: '2' }).waitFor();
    assert.deepEqual(
      await visitor.getByTestId('leaderboard-row').evaluateAll((rows) => rows.map((row) => row.querySelector('[data-testid="position"]')!.textContent)),
      ['T1', 'T1'],
    );
    assert.equal(await visitor.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), true, 'the page was not reloaded');
    await screenshot(visitor, 'golf-leaderboard-live-en-375');
    await screenshot(phone, 'golf-marking-en-375');

    // The admin ends it: the visitor sees the final results; the marker has nothing left to mark.
    await admin.getByRole('button', { name: 'End the competition' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'End the competition' }).click();
    await admin.getByText('Competition ended: results are final').first().waitFor();
    await visitor.getByTestId('leaderboard-state').filter({ hasText: 'Final results' }).waitFor();
    await phone.reload();
    await phone.getByText('No group to mark').waitFor({ timeout: 45_000 });
    await Promise.all([admin.close(), visitor.close(), phone.close()]);
  });

  it('the competition pages in both languages, wide and narrow, with nothing axe finds', async () => {
    const problems: string[] = [];
    const check = async (page: Page, where: string) => problems.push(...describeFindings(where, await axeFindings(page)));
    for (const language of ['zh', 'en'] as const) {
      for (const width of [1280, 375]) {
        const visitor = await site.newPage({ language });
        await visitor.setViewportSize({ width, height: 900 });
        await visitor.goto(`${site.url}/golf/leaderboard/${competitionId}`);
        await visitor.getByTestId('leaderboard-row').first().waitFor({ timeout: 45_000 });
        await screenshot(visitor, `golf-leaderboard-${language}-${width}`);
        await check(visitor, `${language} ${width} /golf/leaderboard/:id`);
        await visitor.goto(`${site.url}/golf/leaderboard/nope`);
        await visitor.getByText(language === 'zh' ? '找不到成績榜' : 'Leaderboard not found').waitFor({ timeout: 45_000 });
        await screenshot(visitor, `golf-leaderboard-not-found-${language}-${width}`);
        await visitor.close();

        const admin = await site.newPage({ language });
        await admin.setViewportSize({ width, height: 900 });
        await useSession(admin, site.url, adminToken);
        await admin.goto(`${site.url}/golf/admin/competitions`);
        await admin.getByTestId('admin-competition').first().waitFor({ timeout: 45_000 });
        await screenshot(admin, `golf-admin-competitions-${language}-${width}`);
        await check(admin, `${language} ${width} /golf/admin/competitions`);
        await admin.goto(`${site.url}/golf/admin/competitions/${competitionId}`);
        await admin.getByTestId('draw-editor').waitFor();
        await screenshot(admin, `golf-admin-competition-${language}-${width}`);
        await check(admin, `${language} ${width} /golf/admin/competitions/:id`);
        await admin.goto(`${site.url}/golf/admin/competitions/${competitionId}/print`);
        await admin.getByTestId('print-row').first().waitFor();
        await screenshot(admin, `golf-draw-print-${language}-${width}`);
        await check(admin, `${language} ${width} /golf/admin/competitions/:id/print`);
        await admin.close();

        const phone = await site.newPage({ language });
        await phone.setViewportSize({ width, height: 900 });
        await useSession(phone, site.url, marker.token);
        await phone.goto(`${site.url}/golf/marking`);
        await phone.getByText(language === 'zh' ? '沒有需要記分的組別' : 'No group to mark').waitFor({ timeout: 45_000 });
        await screenshot(phone, `golf-marking-empty-${language}-${width}`);
        await check(phone, `${language} ${width} /golf/marking`);
        await phone.close();
      }
    }
    assert.deepEqual(problems, []);
  });
});
