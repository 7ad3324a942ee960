// A member who forgot their password gets a working link by mail: forgot password → the mail
// (kept in the outbox, as on a site without a mail server; an admin reads it there) → its link →
// a new password → signed in with it, every older session ended.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, createMember, signInThroughPage, signInToken, type Account } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { until } from '../harness/wait';

let site: TestSite;
let member: Account;

before(async () => {
  site = await startTestSite();
  member = await createMember(site.apiUrl, 'Reset Member');
});
after(() => site?.stop());

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function resetMailFor(address: string): Promise<OutboxMail> {
  const adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  return until(async () => {
    const { mails } = await api.get<{ mails: OutboxMail[] }>(site.apiUrl, 'admin/outbox/list?page=1', adminToken);
    return mails.find((candidate) => candidate.to === address);
  }, `a mail to ${address} in the outbox`, { timeout: 5_000, every: 100 });
}

describe('password reset', () => {
  it('forgot password → the mail’s link → a new password → signed in; the old session is over', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.goto(`${site.url}/login`);
    await page.goto(`${site.url}/forgot-password`);
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByTestId('reset-sent').getByText(`If an account exists for ${member.email}`).waitFor();
    await screenshot(page, 'password-reset-sent');

    const mail = await resetMailFor(member.email);
    assert.equal(mail.subject, 'Reset your password');
    const link = /(http:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1];
    assert.ok(link?.startsWith(site.url), `the link opens the site: ${link}`);

    await page.goto(link!);
    await page.locator('input[name="new-password"]').fill('Short');
    await page.locator('input[name="confirm-password"]').fill('Short');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Password must be at least 8 characters').first().waitFor();
    await page.locator('input[name="new-password"]').fill('Fairway-Reset-2026');
    await page.locator('input[name="confirm-password"]').fill('Fairway-Reset-2026');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByTestId('reset-done').waitFor();
    await screenshot(page, 'password-reset-done');

    // The session from before the reset is over; the old password no longer signs in.
    const before = await fetch(`${site.apiUrl}/cms/auth/me`, { headers: { authorization: `Bearer ${member.token}` } });
    assert.equal(before.status, 401);
    await assert.rejects(signInToken(site.apiUrl, member.email, member.password));

    await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/login$/);
    await signInThroughPage(page, site.url, member.email, 'Fairway-Reset-2026');
    assert.ok(await page.evaluate(() => sessionStorage.getItem('auth_token')));

    // The link worked once.
    await page.goto(link!);
    await page.locator('input[name="new-password"]').fill('Another-Pass-2026');
    await page.locator('input[name="confirm-password"]').fill('Another-Pass-2026');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('alert').getByText('This password reset link is not valid').waitFor();
    await screenshot(page, 'password-reset-used-link');
    await page.close();
  });

  it('reads in Chinese, and an unknown address gets the same answer', async () => {
    const page = await site.newPage({ language: 'zh' });
    await page.goto(`${site.url}/forgot-password`);
    await page.getByLabel('電郵').fill('nobody-here@golf.test');
    await page.getByRole('button', { name: '寄出重設連結' }).click();
    await page.getByTestId('reset-sent').getByText('如 nobody-here@golf.test 已登記帳戶').waitFor();
    await page.goto(`${site.url}/reset-password`);
    await page.getByTestId('reset-link-missing').getByText('請再次開啟電郵中的連結').waitFor();
    await screenshot(page, 'password-reset-missing-zh');
    await page.close();
  });
});
