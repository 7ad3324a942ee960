import type { Page } from 'playwright-core';
import { ADMIN } from './site';

let counter = 0;

export interface Account {
  email: string;
  password: string;
  fullName: string;
  phone: string;
  token: string;
}

async function call<T>(apiUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${apiUrl}/${path}`, {
    method,
    headers: {
      // A content type without a body is refused by the API as invalid JSON.
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { status: string; error?: string };
  if (json.status !== 'ok') throw new Error(`${method} ${path} → ${response.status} ${json.error}`);
  return json;
}

/** Calls the API as a test would set things up (not what the journey is about). */
export const api = {
  get: <T>(apiUrl: string, path: string, token?: string) => call<T>(apiUrl, 'GET', path, undefined, token),
  post: <T>(apiUrl: string, path: string, body: unknown, token?: string) => call<T>(apiUrl, 'POST', path, body, token),
  put: <T>(apiUrl: string, path: string, body: unknown, token?: string) => call<T>(apiUrl, 'PUT', path, body, token),
  delete: <T>(apiUrl: string, path: string, token?: string) => call<T>(apiUrl, 'DELETE', path, undefined, token),
};

export async function signInToken(apiUrl: string, email: string, password: string): Promise<string> {
  const { token } = await api.post<{ token: string }>(apiUrl, 'ext/auth/signin', { email, password });
  return token;
}

/**
 * The site's mail to `address` (kept in the outbox, as on a site without a mail server) whose text
 * has a `path?token=…` link: the link's token, read as an admin reads /admin/outbox.
 */
export async function mailedToken(apiUrl: string, address: string, path: string): Promise<string> {
  const adminToken = await signInToken(apiUrl, ADMIN.email, ADMIN.password);
  const pattern = new RegExp(`${path}\\?token=([\\w-]+)`);
  for (let tries = 0; tries < 40; tries++) {
    const { mails } = await api.get<{ mails: Array<{ to: string; text: string }> }>(apiUrl, 'admin/outbox/list?page=1', adminToken);
    const token = mails.filter((mail) => mail.to === address).map((mail) => pattern.exec(mail.text)?.[1]).find(Boolean);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${path} link mailed to ${address}`);
}

/** A new member account made through the real sign-up call, its address proved by the mailed link. */
export async function createMember(apiUrl: string, name = 'Test Member'): Promise<Account> {
  counter += 1;
  const unique = `${Date.now()}${counter}`;
  const account = { email: `member${unique}@golf.test`, password: 'Member-Pass-1', fullName: `${name} ${counter}`, phone: `9${unique.slice(-7)}` };
  await api.post(apiUrl, 'ext/auth/signup', { ...account, countryCode: '+852', kscId: null, handicapIndex: null, privacyConsent: true });
  await api.post(apiUrl, 'ext/auth/verify-email', { token: await mailedToken(apiUrl, account.email, '/verify-email') });
  return { ...account, token: await signInToken(apiUrl, account.email, account.password) };
}

/** Signs in through the real login page, as a person would. */
export async function signInThroughPage(page: Page, siteUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').first().fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/membership/);
}

/** Puts a session in the tab without the login page (for journeys that are not about signing in). */
export async function useSession(page: Page, siteUrl: string, token: string): Promise<void> {
  await page.goto(`${siteUrl}/about-us`);
  await page.evaluate((value) => sessionStorage.setItem('auth_token', value), token);
}

/**
 * Resolves once the API refuses `token` with 401 (its session ended), asking every 100 ms for at
 * most `withinMs`: a sign-out sent as the page leaves arrives a moment after the page has moved on.
 */
export async function sessionEnds(apiUrl: string, token: string, withinMs = 10_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      await api.get(apiUrl, 'cms/auth/me', token);
    } catch (error) {
      if (/→ 401/.test((error as Error).message)) return;
      throw error;
    }
    if (Date.now() > deadline) throw new Error('the session is still live');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
