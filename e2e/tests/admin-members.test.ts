// Who may use the admin area, and what it does to members: an admin freezes a member, who
// then cannot sign in; a member who types /admin/user-management is sent away without the
// browser ever downloading the admin remote.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createMember, signInThroughPage, useSession, type Account } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

let site: TestSite;
let member: Account;
let adminPort: string;

before(async () => {
  site = await startTestSite();
  member = await createMember(site.apiUrl, 'Frozen Member');
  adminPort = String(Number(process.env.E2E_PORT_BASE ?? 3600) + 5);
});

after(() => site?.stop());

describe('admin access and account freezing', () => {
  it('a member typing /admin/user-management is told it is for administrators and never downloads mfe_admin', async () => {
    const page = await site.newPage({ language: 'en' });
    const adminRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === adminPort || /mfe_admin|__federation_expose_Admin/.test(url.pathname)) adminRequests.push(request.url());
    });
    await useSession(page, site.url, member.token);
    await page.goto(`${site.url}/admin/user-management`);
    await page.getByRole('heading', { level: 1, name: 'This page is for club administrators' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByRole('heading', { name: 'User Management' }).count(), 0);
    assert.equal(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href'), '/announcements');

    // A visitor is sent to sign in, also without the admin code.
    const visitor = await site.newPage({ language: 'en' });
    visitor.on('request', (request) => {
      if (new URL(request.url()).port === adminPort) adminRequests.push(request.url());
    });
    await visitor.goto(`${site.url}/admin/event-management`);
    await visitor.waitForURL(/\/login/);
    await visitor.waitForLoadState('networkidle');
    assert.deepEqual(adminRequests, []);
    await page.close();
    await visitor.close();
  });

  it('an admin freezes a member, who then cannot sign in; unfreezing lets them back', async () => {
    const admin = await site.newPage({ language: 'en' });
    await signInThroughPage(admin, site.url, ADMIN.email, ADMIN.password);
    await admin.goto(`${site.url}/admin/user-management`);
    await admin.getByRole('searchbox').fill(member.email);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.getByRole('link', { name: `View ${member.fullName}` }).click();
    await admin.getByRole('heading', { level: 1, name: member.fullName }).waitFor();

    await admin.getByRole('button', { name: 'Freeze Account' }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByText(`${member.fullName} is signed out at once`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Freeze Account' }).click();
    await admin.getByText('Account frozen').waitFor();
    await admin.getByText('This account is frozen: the user cannot sign in.').waitFor();
    await screenshot(admin, 'admin-journey-frozen-en');

    // The member's old session is over, and a new sign-in is refused.
    const me = await fetch(`${site.apiUrl}/cms/auth/me`, { headers: { authorization: `Bearer ${member.token}` } });
    assert.ok([401, 403].includes(me.status), `old session answered ${me.status}`);
    const attempt = await fetch(`${site.apiUrl}/ext/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    assert.equal(attempt.status, 403);
    const refused = (await attempt.json()) as { error: string };

    const page = await site.newPage({ language: 'en' });
    await page.goto(`${site.url}/login`);
    await page.locator('input[type="email"]').fill(member.email);
    await page.locator('input[type="password"]').first().fill(member.password);
    await page.locator('form button[type="submit"]').click();
    await page.getByText(refused.error).first().waitFor();
    assert.ok(page.url().endsWith('/login'), page.url());
    await screenshot(page, 'admin-journey-frozen-member-login-en');

    await admin.getByRole('button', { name: 'Unfreeze Account' }).click();
    await admin.getByText('Account unfrozen').waitFor();
    await signInThroughPage(page, site.url, member.email, member.password);
    await page.close();
    await admin.close();
  });
});
