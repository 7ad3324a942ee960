// The club at a glance (issue 43): an admin signing in to /admin lands on the dashboard, switches
// the period, downloads a panel's CSV and follows a "waiting" link; axe finds nothing, in both
// languages, on a desktop and on a tablet (768 px wide).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInThroughPage } from '../harness/accounts';
import { axeFindings, describeFindings } from '../harness/axe';
import { screenshot } from '../harness/browser';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

let site: TestSite;
before(async () => {
  site = await startTestSite();
});
after(() => site?.stop());

const WORDS = {
  en: { title: 'The club at a glance', year: 'Year', quarter: 'Quarter', members: 'Members', outboxLink: 'Read the failed mails in the Outbox', outbox: 'Outbox', csv: 'Download CSV: Revenue', table: 'Show as table' },
  zh: { title: '會所概覽', year: '年', quarter: '季', members: '會員', outboxLink: '到寄件匣查看寄送失敗的郵件', outbox: '寄件匣', csv: '下載 CSV：收入', table: '以表格顯示' },
} as const;

/** Nothing sticks out sideways (charts redraw at the new width on their own time); else, what does. */
async function fitsWidth(page: Page, label: string) {
  const fits = await page
    .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, { timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  const wide = fits
    ? []
    : await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((element) => !element.closest('[data-figures-table="hidden"]') && element.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(-5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`)
          .concat(`scrollWidth ${document.documentElement.scrollWidth} of ${window.innerWidth}`),
      );
  assert.deepEqual(wide, [], `${label}: wider than the window`);
}

/** Every panel has its figures (or its empty state) and every chart has been drawn. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const panels = [...document.querySelectorAll('[data-dashboard-panel]')];
    return panels.length === 5 && panels.every((panel) => panel.getAttribute('aria-busy') === 'false' && !panel.querySelector('[role="status"]'));
  });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

describe('the admin dashboard', () => {
  for (const language of ['en', 'zh'] as const) {
    it(`opens at /admin, switches the period and leads to what is waiting (${language})`, async () => {
      const words = WORDS[language];
      const page = await site.newPage({ language });
      await signInThroughPage(page, site.url, ADMIN.email, ADMIN.password);
      const periods: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/admin/dashboard/')) periods.push(`${url.pathname.split('/').pop()}:${url.searchParams.get('period')}`);
      });
      await page.goto(`${site.url}/admin`);
      await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
      await settled(page);
      // The demo club has members and upcoming events: the figures are there, drawn and tabled.
      const members = page.getByRole('region', { name: words.members });
      await members.getByRole('img').waitFor();
      assert.ok(await members.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.height > 0));
      assert.equal(await members.getByRole('table').count(), 1);
      assert.deepEqual(describeFindings(`dashboard ${language} 1280`, await axeFindings(page)), []);
      await screenshot(page, `admin-dashboard-${language}-1280`);

      await page.getByRole('button', { name: words.year, exact: true }).click();
      await page.waitForURL(/\/admin\?period=year$/);
      await settled(page);
      assert.equal(await page.getByRole('button', { name: words.year, exact: true }).getAttribute('aria-pressed'), 'true');
      assert.deepEqual(periods.filter((call) => call.endsWith(':year')).sort(), ['attendance:year', 'events:year', 'members:year', 'revenue:year', 'waiting:year']);
      await members.getByRole('button', { name: words.table }).click();
      await members.getByRole('table').waitFor();
      assert.equal(await members.locator('canvas').count(), 0);
      assert.deepEqual(describeFindings(`dashboard ${language} year, table`, await axeFindings(page)), []);
      await screenshot(page, `admin-dashboard-year-table-${language}-1280`);

      if (language === 'en') {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words.csv }).click()]);
        assert.match(download.suggestedFilename(), /^dashboard-revenue-year-\d{4}-\d{2}-\d{2}\.csv$/);
        const csv = readFileSync((await download.path())!, 'utf8');
        assert.match(csv, /^\uFEFFPeriod,Online \(HKD\),Cash \(HKD\),Bank transfer \(HKD\),Refunds \(HKD\),Net \(HKD\)\r\n/);
        assert.equal(csv.trim().split('\r\n').length, 1 + 5 + 1);
      }

      await page.getByRole('link', { name: words.outboxLink }).click();
      await page.waitForURL(/\/admin\/outbox$/);
      await page.getByRole('heading', { level: 1, name: words.outbox }).waitFor();
      await page.close();
    });

    it(`is usable on a tablet (${language}, 768 px)`, async () => {
      const words = WORDS[language];
      const page = await site.newPage({ language });
      await page.setViewportSize({ width: 768, height: 1024 });
      await signInThroughPage(page, site.url, ADMIN.email, ADMIN.password);
      await page.goto(`${site.url}/admin?period=quarter`);
      await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
      await settled(page);
      assert.equal(await page.getByRole('button', { name: words.quarter, exact: true }).getAttribute('aria-pressed'), 'true');
      await fitsWidth(page, `${language} 768`);
      assert.deepEqual(describeFindings(`dashboard ${language} 768`, await axeFindings(page)), []);
      await screenshot(page, `admin-dashboard-${language}-768`);
      await page.setViewportSize({ width: 375, height: 800 });
      await settled(page);
      await fitsWidth(page, `${language} 375`);
      await screenshot(page, `admin-dashboard-${language}-375`);
      await page.close();
    });
  }
});
