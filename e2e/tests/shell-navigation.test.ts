// The frame a person meets on every page: the menu for a visitor, a member and an admin (each
// signing in through the page, and signing out ends the session on the server), the language that survives a reload, the sign-in gate on a
// protected page, and the 404 page.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { barEntries, choose } from '../harness/navigation';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { api, createMember, signInThroughPage } from '../harness/accounts';

const PUBLIC = ['Announcements', 'Discussions', 'Event Calendar', 'Golf Courses', 'About Us', 'Membership Benefits', 'Contact Us'];
const MEMBER = ['Membership', 'Events', 'Golf', 'My Bookings', 'Settings'];

let site: TestSite;

/** Every entry, in order: those in the bar, then those behind Menu. */
async function menuEntries(page: Page): Promise<string[]> {
  const inBar = await barEntries(page);
  await page.getByTestId('nav-menu').click();
  const menu = page.getByTestId('nav-menu-content');
  await menu.waitFor();
  const entries = (await menu.locator('a, button').allTextContents()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return [...inBar, ...entries];
}

describe('shell: navigation, roles, language, protection and 404', () => {
  before(async () => {
    site = await startTestSite();
  });
  after(() => site.stop());

  it('a visitor sees the public entries and Sign In last', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.goto(`${site.url}/about-us`);
    assert.deepEqual(await menuEntries(page), [...PUBLIC, 'Sign In']);
    await choose(page, 'Sign In');
    await page.waitForURL(/\/login$/);
    await page.close();
  });

  it('a member signs in through the page, sees the member entries and Logout, then signs out', async () => {
    const member = await createMember(site.apiUrl, 'Nav Member');
    const page = await site.newPage({ language: 'en' });
    await signInThroughPage(page, site.url, member.email, member.password);
    assert.deepEqual(await menuEntries(page), [...PUBLIC, ...MEMBER, 'Logout']);
    await page.getByTestId('welcome').waitFor();
    assert.match(await page.getByTestId('welcome').innerText(), /Welcome, Nav/);

    const token = await page.evaluate(() => sessionStorage.getItem('auth_token'));
    assert.ok(token);
    const signedOut = page.waitForResponse((response) => response.url().endsWith('/cms/auth/signout'));
    await choose(page, 'Logout');
    await page.waitForURL(/\/login$/);
    assert.equal((await signedOut).status(), 200);
    assert.deepEqual(await menuEntries(page), [...PUBLIC, 'Sign In']);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('auth_token')), null);
    // Signing out ended the session on the server too (issue 36 point 5): the old token is refused.
    await assert.rejects(api.get(site.apiUrl, 'cms/auth/me', token), /→ 401/);
    await page.close();
  });

  it('an admin signing in also sees Admin, just before Logout', async () => {
    const page = await site.newPage({ language: 'en' });
    await signInThroughPage(page, site.url, ADMIN.email, ADMIN.password);
    assert.deepEqual(await menuEntries(page), [...PUBLIC, ...MEMBER, 'Admin', 'Logout']);
    await page.close();
  });

  it('a wrong password keeps the visitor on the sign-in page with the server message', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.goto(`${site.url}/login`);
    await page.locator('input[type="email"]').fill(ADMIN.email);
    await page.locator('input[type="password"]').fill('not-the-password');
    await page.locator('form button[type="submit"]').click();
    await page.getByText('Sign In Failed').waitFor();
    assert.match(page.url(), /\/login$/);
    assert.equal(await page.locator('input[type="email"]').inputValue(), ADMIN.email);
    await page.close();
  });

  it('a protected page sends a visitor to /login, and signing in returns to it', async () => {
    const member = await createMember(site.apiUrl, 'Gate Member');
    const page = await site.newPage({ language: 'en' });
    await page.goto(`${site.url}/settings`);
    await page.waitForURL(/\/login$/);
    await page.locator('input[type="email"]').fill(member.email);
    await page.locator('input[type="password"]').fill(member.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/settings$/);

    // Already signed in: the sign-in page moves on.
    await page.goto(`${site.url}/login`);
    await page.waitForURL(/\/membership$/);
    await page.close();
  });

  it('Chinese is the default, and the chosen language survives a reload', async () => {
    const page = await site.newPage();
    // The browser profile is shared by this file's tabs: start from no stored choice.
    await page.goto(`${site.url}/about-us`);
    await page.evaluate(() => localStorage.removeItem('language'));
    await page.reload();
    await page.getByRole('heading', { name: '我們的信念' }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-Hant');
    assert.deepEqual((await menuEntries(page)).slice(0, 2), ['公告', '討論區']);

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'What we stand for' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'What we stand for' }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed'), 'true');
    assert.deepEqual((await menuEntries(page)).slice(0, 2), ['Announcements', 'Discussions']);
    await page.close();
  });

  it('an unknown address shows the 404 page with a way home', async () => {
    const page = await site.newPage({ language: 'en' });
    const response = await page.goto(`${site.url}/no-such-page/here`);
    assert.equal(response?.status(), 404, 'a real 404 for search engines and link checkers');
    await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
    assert.ok(await page.getByText('404', { exact: true }).isVisible());
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(/\/announcements$/);
    await page.close();
  });
});
