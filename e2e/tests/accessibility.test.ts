// Every page of the site, in both languages, as a visitor, a member and an admin: axe-core finds
// no WCAG 2.x A/AA violation, the document is titled after the page's own heading, and the
// language of the page is declared (architecture §5d). Chinese is walked on a phone's screen and
// English on a desktop's, so both layouts are checked without walking everything twice.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { api, createMember, signInToken, useSession } from '../harness/accounts';
import { axeFindings, describeFindings } from '../harness/axe';
import { animationsDone } from '../harness/wait';

let site: TestSite;

const SITE_NAME = { zh: '青少年高爾夫社群', en: 'Youth Golf Community' };
const HTML_LANG = { zh: 'zh-Hant', en: 'en' };
const SCREEN = { zh: { width: 390, height: 844 }, en: { width: 1280, height: 900 } };

/** Waits for the page to settle: its heading shown and nothing still loading. */
async function settle(page: Page) {
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('main [role="status"][aria-live="polite"]'), undefined, { timeout: 15_000 });
  // Entrance transitions (dialogs, toasts) draw their final colours after they finish.
  await animationsDone(page.locator('html'));
}

/** Opens each path and returns what failed on it: axe findings and the page's name. */
async function walk(page: Page, language: 'zh' | 'en', paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const pathname of paths) {
    await page.goto(`${site.url}${pathname}`);
    try {
      await settle(page);
    } catch {
      problems.push(`${language} ${pathname}: no main heading`);
      continue;
    }
    problems.push(...describeFindings(`${language} ${pathname}`, await axeFindings(page)));
    const heading = (await page.locator('main h1').first().innerText()).trim();
    const title = await page.title();
    if (title !== `${heading} | ${SITE_NAME[language]}`) problems.push(`${language} ${pathname}: title "${title}" for heading "${heading}"`);
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== HTML_LANG[language]) problems.push(`${language} ${pathname}: <html lang="${lang}">`);
  }
  return problems;
}

/** The first link on a list page that leads to one of its items. */
async function firstItemPath(page: Page, listPath: string, itemPattern: RegExp): Promise<string> {
  await page.goto(`${site.url}${listPath}`);
  await settle(page);
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => itemPattern.test(candidate));
  assert.ok(href, `a link to an item on ${listPath}`);
  return href;
}

describe('accessibility: every page in both languages', () => {
  let publicPaths: string[];
  let memberPaths: string[];
  let adminPaths: string[];
  let memberToken: string;
  let adminToken: string;

  before(async () => {
    site = await startTestSite();
    const member = await createMember(site.apiUrl, 'Axe Member');
    memberToken = member.token;
    adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
    const page = await site.newPage({ language: 'en' });
    const announcement = await firstItemPath(page, '/announcements', /^\/announcements\/[^/]+$/);
    const thread = await firstItemPath(page, '/discussions', /^\/discussions\/(?!create)[^/]+$/);
    await page.close();
    publicPaths = ['/announcements', announcement, '/discussions', thread, '/event-calendar', '/golfcourses', '/about-us', '/membership-benefit', '/contact-us', '/privacy', '/login', '/signup', '/activate-membership', '/forgot-password', '/reset-password?token=unknown', '/verify-email?token=unknown', '/no-such-page'];
    const events = await useMemberPage(memberToken, async (memberPage) => firstItemPath(memberPage, '/events', /^\/events\/[^/]+$/));
    const { junior } = await api.post<{ junior: { _id: string } }>(site.apiUrl, 'cms/family/juniors', { name: { zh: '陳小明', en: 'Chan Siu Ming' }, dateOfBirth: '2016-05-01', photoConsent: true }, memberToken);
    memberPaths = ['/events', events, '/my-bookings', '/membership', '/settings', '/discussions/create', '/membership/family', '/membership/family/new', `/membership/family/${junior._id}`];
    const eventId = events.split('/').pop();
    const { data: profile } = await api.get<{ data: { _id: string } }>(site.apiUrl, 'cms/auth/me', memberToken);
    adminPaths = [`/admin/event-edit/${eventId}`, `/admin/event-attendees/${eventId}`, `/admin/user-management/user-detail/${profile._id}`, '/admin/user-management', '/admin/event-management', '/admin/event-create', '/admin/announcement-management', '/admin/announcement-create', '/admin/live-update-management', '/admin/enquiries', '/admin/moderation', '/admin/outbox', '/admin/check-in', '/admin/access-log', '/admin/data-requests'];
  });
  after(() => site.stop());

  async function useMemberPage<T>(token: string, work: (page: Page) => Promise<T>, language: 'zh' | 'en' = 'en'): Promise<T> {
    const page = await site.newPage({ language });
    await page.setViewportSize(SCREEN[language]);
    await useSession(page, site.url, token);
    try {
      return await work(page);
    } finally {
      await page.close();
    }
  }

  for (const language of ['zh', 'en'] as const) {
    it(`public pages in ${language}: no violations, titled by their heading`, async () => {
      const page = await site.newPage({ language });
      await page.setViewportSize(SCREEN[language]);
      const problems = await walk(page, language, publicPaths);
      await page.close();
      assert.deepEqual(problems, []);
    });

    it(`the skip link shows above the bar when Tab reaches it, and leads to the heading (${language})`, async () => {
      const page = await site.newPage({ language });
      await page.setViewportSize(SCREEN[language]);
      await page.goto(`${site.url}/announcements`);
      await settle(page);
      await page.keyboard.press('Tab');
      const link = page.getByRole('link', { name: language === 'zh' ? '跳至主要內容' : 'Skip to main content' });
      assert.equal(await link.evaluate((element) => element === document.activeElement), true);
      // What the eye sees at the link's centre is the link itself, not the sticky bar over it.
      const onTop = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
      assert.equal(onTop, true);
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1');
      await page.close();
    });

    it(`member pages in ${language}`, async () => {
      const problems = await useMemberPage(memberToken, (page) => walk(page, language, memberPaths), language);
      assert.deepEqual(problems, []);
    });

    it(`admin pages in ${language}`, async () => {
      const problems = await useMemberPage(adminToken, (page) => walk(page, language, adminPaths), language);
      assert.deepEqual(problems, []);
    });
  }
});
