// Live updates are pushed: what an admin creates, edits or deletes shows on an open page within
// two seconds, without a reload.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { api, signInToken } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { animationsDone } from '../harness/wait';

const PUSH_DEADLINE_MS = 2_000;

let site: TestSite;
let adminToken: string;

interface LiveUpdate {
  _id: string;
  title: string;
}

async function openWithStream(page: Page) {
  await page.goto(`${site.url}/announcements`);
  await page.locator('[data-testid="live-updates"][data-stream="open"]').waitFor();
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}

/**
 * DELETE without a body. The harness's api.delete sends a JSON content type with no body, which
 * the API refuses (400 'not valid JSON'); the site's own client sends none.
 */
async function deleteLiveUpdate(id: string) {
  const response = await fetch(`${site.apiUrl}/cms/liveupdate/delete/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${adminToken}` } });
  assert.equal(response.status, 200, await response.text());
}

const entry = (page: Page, title: string) => page.getByTestId('live-updates').getByTestId('live-update').filter({ hasText: title });

before(async () => {
  site = await startTestSite();
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
});

after(() => site.stop());

describe('live updates', () => {
  it('a live update created, edited and deleted by an admin appears, changes and disappears without a reload', async () => {
    const page = await site.newPage({ language: 'en' });
    await openWithStream(page);

    const { liveUpdate } = await api.post<{ liveUpdate: LiveUpdate }>(
      site.apiUrl,
      'cms/liveupdate/create',
      { title: 'E2E Course closed by lightning', content: 'All players return to the clubhouse.\nPlay resumes after 30 minutes.', color: 'purple' },
      adminToken,
    );
    await entry(page, 'E2E Course closed by lightning').waitFor({ timeout: PUSH_DEADLINE_MS });
    assert.equal(await page.getByTestId('live-update').first().innerText().then((text) => text.includes('E2E Course closed by lightning')), true, 'the newest is on top');
    assert.equal(await entry(page, 'E2E Course closed by lightning').locator('[data-color]').getAttribute('data-color'), 'purple');

    await api.put(site.apiUrl, `cms/liveupdate/update/${liveUpdate._id}`, { title: 'E2E Play resumes at 3 pm', content: 'The storm has passed.', color: 'green' }, adminToken);
    await entry(page, 'E2E Play resumes at 3 pm').waitFor({ timeout: PUSH_DEADLINE_MS });
    assert.equal(await entry(page, 'E2E Course closed by lightning').count(), 0);
    assert.equal(await entry(page, 'E2E Play resumes at 3 pm').locator('[data-color]').getAttribute('data-color'), 'green');

    await entry(page, 'E2E Play resumes at 3 pm').click();
    const dialog = page.getByTestId('live-update-dialog');
    await dialog.getByTestId('live-update-content').getByText('The storm has passed.').waitFor();
    await animationsDone(page.locator('html'));
    await screenshot(page, 'announcements-live-dialog-en');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await deleteLiveUpdate(liveUpdate._id);
    await entry(page, 'E2E Play resumes at 3 pm').waitFor({ state: 'detached', timeout: PUSH_DEADLINE_MS });
    assert.equal(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded), true, 'the page was never reloaded');
    await page.close();
  });

  it('when the last one is deleted the Weekly Tournament sample takes its place, live (zh)', async () => {
    const page = await site.newPage({ language: 'zh' });
    await openWithStream(page);
    const { liveUpdates } = await api.get<{ liveUpdates: LiveUpdate[] }>(site.apiUrl, 'ext/liveupdate/list');
    for (const item of liveUpdates) await deleteLiveUpdate(item._id);
    await entry(page, '每週錦標賽').waitFor({ timeout: PUSH_DEADLINE_MS });
    assert.equal(await page.getByTestId('live-update').count(), 1);
    await entry(page, '每週錦標賽').click();
    await page.getByTestId('live-update-dialog').getByText('示例').waitFor();
    await animationsDone(page.locator('html'));
    await screenshot(page, 'announcements-live-sample-zh');
    assert.equal(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded), true);
    await page.close();
  });

  it('a failed detail says so in the dialog', async () => {
    await api.post(site.apiUrl, 'cms/liveupdate/create', { title: 'E2E Detail fails', content: 'Hidden', color: 'blue' }, adminToken);
    const page = await site.newPage({ language: 'en' });
    await page.route('**/liveupdate/get/**', (route) => route.fulfill({ status: 500, json: { status: 'nok' } }));
    await openWithStream(page);
    await entry(page, 'E2E Detail fails').click();
    await page.getByTestId('live-update-dialog').getByText('Failed to fetch live update details').waitFor();
    await page.close();
  });
});
