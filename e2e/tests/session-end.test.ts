// A member whose session the server ends while a page is open (here: an admin freezes the
// account) is not left on an error: one notice, the sign-in page, the session cleared; after
// signing in again they are back where they were.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, createMember, signInThroughPage, signInToken, type Account } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

let site: TestSite;
let member: Account;
let adminToken: string;
let memberId: string;

before(async () => {
  site = await startTestSite();
  member = await createMember(site.apiUrl, 'Session Member');
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  memberId = (await api.get<{ data: { _id: string } }>(site.apiUrl, 'cms/auth/me', member.token)).data._id;
});

after(() => site?.stop());

async function setFrozen(frozen: boolean) {
  await api.put(site.apiUrl, 'admin/user/frozen/set', { userId: memberId, frozen }, adminToken);
}

describe('a session the server ends', () => {
  it('a member frozen while /events is open lands on /login with the session cleared, and returns after signing in', async () => {
    const page = await site.newPage({ language: 'en' });
    await signInThroughPage(page, site.url, member.email, member.password);
    await page.goto(`${site.url}/events`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.ok(await page.evaluate(() => sessionStorage.getItem('auth_token')));

    await setFrozen(true);
    // The next call the page makes with the dead token (a reload here) ends the session. Not
    // waiting for the reload's load event: on a busy machine it came after the notice had gone.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForURL(/\/login$/);
    await page.getByText('Your session has ended').first().waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('auth_token')), null);
    assert.equal(await page.getByText(/Welcome,/).count(), 0);
    await screenshot(page, 'session-ended-login-en');

    await setFrozen(false);
    await page.locator('input[type="email"]').fill(member.email);
    await page.locator('input[type="password"]').first().fill(member.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/events$/);
    await page.close();
  });
});
