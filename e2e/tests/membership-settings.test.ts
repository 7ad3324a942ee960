// A member looks after their account in /settings: fixes their name and golf details (the nav's
// Welcome follows), uploads a real PNG as profile picture (a GIF is refused before sending, as the
// forum refuses it: PNG and JPEG only), removes it again, then changes the password, is signed out to
// /login and signs in with the new one; sees the signed-in devices and signs out everywhere. Both
// languages and 375 px.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startTestSite, type TestSite } from '../harness/site';
import { api, createMember, sessionEnds, signInThroughPage, signInToken, useSession, type Account } from '../harness/accounts';
import { screenshot } from '../harness/browser';

let site: TestSite;

interface Me {
  data: { fullName: string; gender: string | null; kscId: string | null; handicapIndex: number | null; imageFileId: string | null };
}

/** A real PNG drawn by the browser itself: a golf ball on a green. */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 256;
    canvas.height = 256;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#23834a';
    context.fillRect(0, 0, 256, 256);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(128, 128, 70, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#d6dcd8';
    for (const [x, y] of [[105, 105], [140, 100], [120, 140], [155, 135], [100, 150]]) {
      context.beginPath();
      context.arc(x, y, 7, 0, Math.PI * 2);
      context.fill();
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** A 1×1 GIF: refused as the forum refuses it (PNG and JPEG only). */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function openSettings(page: Page, account: Account) {
  await useSession(page, site.url, account.token);
  await page.goto(`${site.url}/settings`);
  await page.getByTestId('settings-profile').waitFor();
}

const me = (account: Account) => api.get<Me>(site.apiUrl, 'cms/auth/me', account.token);

describe('settings', () => {
  before(async () => {
    // These journeys break the API while the site is online; the offline worker would answer the
    // member's reads from its kept copy instead (that is offline.test.ts's journey).
    site = await startTestSite({ serviceWorkers: 'block' });
  });
  after(() => site.stop());

  it('a member updates their personal information and the nav greets them by the new name', async () => {
    const member = await createMember(site.apiUrl, 'Settler');
    const page = await site.newPage({ language: 'en' });
    await openSettings(page, member);
    await screenshot(page, 'settings-en');

    const form = page.getByTestId('settings-profile');
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Gender').selectOption('Female');
    await form.getByLabel('KSC ID').fill('KSC-2026');
    await form.getByLabel('Handicap index').fill('9.8');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').first().waitFor();
    await page.getByTestId('welcome').filter({ hasText: 'Ada' }).waitFor();

    const saved = await me(member);
    assert.deepEqual(
      { fullName: saved.data.fullName, gender: saved.data.gender, kscId: saved.data.kscId, handicapIndex: saved.data.handicapIndex },
      { fullName: 'Ada Lovelace', gender: 'Female', kscId: 'KSC-2026', handicapIndex: 9.8 },
    );

    // A blank name is refused on the page, and what else was typed stays.
    await form.getByLabel('Full name').fill('  ');
    await form.getByLabel('KSC ID').fill('KSC-9');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Please enter your full name.').waitFor();
    assert.equal(await form.getByLabel('KSC ID').inputValue(), 'KSC-9');
    assert.equal((await me(member)).data.kscId, 'KSC-2026');
    await screenshot(page, 'settings-invalid-en');

    await page.goto(`${site.url}/membership`);
    await page.getByTestId('member-name').filter({ hasText: 'Ada Lovelace' }).waitFor();
    assert.equal(await page.getByTestId('personal-gender').locator('dd, [data-part="value"]').first().textContent(), 'Female');
    await page.close();
  });

  it('a member uploads a PNG as profile picture (a GIF is refused) and removes it', async () => {
    const member = await createMember(site.apiUrl, 'Pictured');
    const page = await site.newPage({ language: 'en' });
    await openSettings(page, member);
    const section = page.getByTestId('settings-picture');

    await section.getByTestId('picture-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await section.getByText('Please select an image file.').waitFor();

    await section.getByTestId('picture-input').setInputFiles({ name: 'ball.png', mimeType: 'image/png', buffer: await drawPng(page) });
    await section.getByAltText('Preview of the new profile picture').waitFor();
    await section.getByRole('button', { name: 'Upload picture' }).click();
    await page.getByText('Profile picture updated successfully').first().waitFor();
    const first = (await me(member)).data.imageFileId;
    assert.ok(first, 'the profile has a picture');
    const image = section.getByAltText('Current profile picture');
    await image.waitFor();
    assert.match((await image.getAttribute('src')) ?? '', new RegExp(`/ext/file/${first}$`));
    assert.ok(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth === 256));
    await screenshot(page, 'settings-picture-en');

    await section.getByTestId('picture-input').setInputFiles({ name: 'dot.gif', mimeType: 'image/gif', buffer: GIF });
    await section.getByText('Only PNG and JPEG images can be uploaded.').waitFor();
    assert.equal(await section.getByRole('button', { name: 'Upload picture' }).count(), 0, 'nothing to upload');
    assert.equal((await me(member)).data.imageFileId, first);

    await section.getByRole('button', { name: 'Remove picture' }).click();
    await page.getByText('Profile picture removed').first().waitFor();
    await image.waitFor({ state: 'detached' });
    assert.equal((await me(member)).data.imageFileId, null);
    await page.close();
  });

  it('a member changes the password, is signed out to /login and signs in with the new one', async () => {
    const member = await createMember(site.apiUrl, 'Rekeyed');
    const page = await site.newPage({ language: 'zh' });
    await openSettings(page, member);
    const section = page.getByTestId('settings-password');

    // Labels carry the required mark: the fields are found by their names.
    const field = (name: string) => section.locator(`input[name="${name}"]`);
    await field('current').fill(member.password);
    await field('next').fill('New-Pass-2026');
    await field('confirm').fill('New-Pass-2025');
    await section.getByRole('button', { name: '更改密碼' }).click();
    await section.getByText('新密碼與確認密碼必須相同。').waitFor();
    await screenshot(page, 'settings-password-mismatch-zh');

    await field('confirm').fill('New-Pass-2026');
    await section.getByRole('button', { name: '更改密碼' }).click();
    await section.getByTestId('password-changed').waitFor();
    await screenshot(page, 'settings-password-changed-zh');
    await page.waitForURL(/\/login$/, { timeout: 10_000 });
    assert.equal(await page.evaluate(() => sessionStorage.getItem('auth_token')), null);

    // The old session is over (the server kept it through the change; the spec's sign-out after
    // it ended it); the new password works, the old one does not.
    await sessionEnds(site.apiUrl, member.token);
    await assert.rejects(signInToken(site.apiUrl, member.email, member.password));
    await signInThroughPage(page, site.url, member.email, 'New-Pass-2026');
    await page.getByTestId('membership-tier').waitFor();
    await page.close();
  });

  it('a member sees where they are signed in and signs out everywhere: the other device is signed out too', async () => {
    const member = await createMember(site.apiUrl, 'Everywhere');
    const otherDevice = await signInToken(site.apiUrl, member.email, member.password);
    const page = await site.newPage({ language: 'en' });
    await openSettings(page, member);
    const section = page.getByTestId('sessions-section');
    await section.getByTestId('sessions-list').waitFor();
    assert.equal(await section.getByRole('listitem').count(), 2);
    await section.getByText('This device', { exact: true }).waitFor();
    await screenshot(page, 'settings-sessions-en');

    await section.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await dialog.waitFor();
    await screenshot(page, 'settings-sessions-confirm-en');
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText('You have signed out on every device.').waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('auth_token')), null);
    for (const token of [member.token, otherDevice]) {
      await assert.rejects(api.get(site.apiUrl, 'cms/auth/me', token), /→ 401/);
    }
    await page.close();
  });

  it('looks right in Chinese on a phone', async () => {
    const member = await createMember(site.apiUrl, 'Mobile');
    const page = await site.newPage({ language: 'zh' });
    await page.setViewportSize({ width: 375, height: 812 });
    await openSettings(page, member);
    await page.getByRole('heading', { name: '設定' }).waitFor();
    await screenshot(page, 'settings-zh-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'settings-zh');

    // The profile cannot be read: the error and Retry, nothing else to fill in.
    await page.route(/\/cms\/auth\/me$/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"nok"}' }));
    await page.reload();
    await page.getByText('無法載入你的個人資料。').waitFor();
    assert.equal(await page.getByTestId('settings-profile').count(), 0);
    await screenshot(page, 'settings-error-zh');
    await page.unroute(/\/cms\/auth\/me$/);
    await page.getByRole('button', { name: '重試' }).click();
    await page.getByTestId('settings-profile').waitFor();
    await page.close();
  });
});
