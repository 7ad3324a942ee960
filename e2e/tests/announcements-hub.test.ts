// A visitor browses the landing page: featured banner, trending cards, the archive by category and
// page, an announcement's detail and its share link; then the same on a phone and in Chinese.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { api, signInToken, useSession } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { encodePng } from '../harness/png';

const CATEGORIES = ['Golf', 'Event', 'Community', 'Blog', 'Announcement'] as const;
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

let site: TestSite;
let adminToken: string;
let featuredId: string;

/** A small gradient PNG, made here so the test needs no file on disk. */
function gradientPng(width = 480, height = 270): Buffer {
  return encodePng(width, height, (x, y) => [30 + Math.round((x / width) * 60), 110 + Math.round((y / height) * 90), 70]);
}

async function uploadImage(): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(gradientPng())], { type: 'image/png' }), 'banner.png');
  const response = await fetch(`${site.apiUrl}/cms/file`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
  const body = (await response.json()) as { fileId: string };
  return body.fileId;
}

async function createAnnouncement(fields: Record<string, unknown>): Promise<string> {
  const { announcement } = await api.post<{ announcement: { _id: string } }>(site.apiUrl, 'cms/announcement/create', { scope: 'All', displayCreatedBy: 'Club Office', ...fields }, adminToken);
  return announcement._id;
}

/** Moves within the single-page app as its links do, without loading the page again. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function openHub(page: Page, query = '') {
  await page.goto(`${site.url}/announcements${query}`);
  await page.getByTestId('archive').locator('a').first().waitFor();
}

before(async () => {
  site = await startTestSite();
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  for (let index = 12; index >= 1; index -= 1) {
    const category = CATEGORIES[index % CATEGORIES.length];
    await createAnnouncement({
      title: `E2E ${category} news ${index}`,
      content: `Paragraph one of item ${index}.\nParagraph two with details about the ${category.toLowerCase()} plans for the season ahead.`,
      category,
      displayDate: day(index + 1),
    });
  }
  await createAnnouncement({ title: 'E2E members dinner', content: 'Only for members.', category: 'Community', scope: 'MemberOnly', displayDate: day(1) });
  featuredId = await createAnnouncement({
    title: 'E2E Spring Open 2026',
    content: `Registration for the Spring Open is now open.\nTee times start at 7:30 am at Fanling.\n\n${'Bring water and sunscreen. '.repeat(12)}`,
    category: 'Golf',
    featured: true,
    imageFileId: await uploadImage(),
    displayDate: day(0),
  });
});

after(() => site.stop());

describe('announcements hub (visitor, 1280 px)', () => {
  it('shows the featured banner with its image, trending cards and the archive in rows with pages', async () => {
    const page = await site.newPage({ language: 'en' });
    await openHub(page);
    const featured = page.getByTestId('featured');
    await featured.getByRole('heading', { name: 'E2E Spring Open 2026' }).waitFor();
    assert.match((await featured.locator('img').getAttribute('src')) ?? '', /\/ext\/file\//);
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[data-testid="featured"] img');
      return !!image && image.complete && image.naturalWidth > 0;
    });
    assert.equal(await page.getByTestId('latest').getByTestId('announcement-card').count(), 3);
    const archive = page.getByTestId('archive');
    assert.equal(await archive.locator('[data-layout="rows"]').count(), 1);
    assert.equal(await archive.getByTestId('announcement-row').count(), 10);
    await archive.getByRole('navigation', { name: 'Pagination' }).waitFor();
    assert.equal(await page.getByText('E2E members dinner').count(), 0, 'a visitor never sees members-only items');
    await screenshot(page, 'announcements-hub-en-1280');
    await page.close();
  });

  it('filters by category and pages through the archive, keeping both in the address', async () => {
    const page = await site.newPage({ language: 'en' });
    await openHub(page);
    const archive = page.getByTestId('archive');
    await archive.getByRole('button', { name: 'Events' }).click();
    await page.waitForURL(/category=events/);
    // Until the filtered page arrives the previous one stays on screen (dimmed): wait for the new one.
    await page.waitForFunction(() => {
      const categories = [...document.querySelectorAll('[data-testid="announcement-row"]')].map((row) => row.querySelector('[data-category]')?.getAttribute('data-category'));
      return categories.length > 0 && categories.every((category) => category === 'Event');
    });
    await archive.getByText('E2E Event news 1', { exact: true }).waitFor();

    await archive.getByRole('button', { name: 'All' }).click();
    await page.waitForURL((url) => !url.search.includes('category'));
    await archive.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await archive.getByText('E2E Golf news 10').waitFor();
    assert.equal(await archive.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current'), 'page');
    await page.close();
  });

  it('opens an announcement, copies its link with Share, and goes back to the same page', async () => {
    const page = await site.newPage({ language: 'en' });
    await openHub(page, '?page=2');
    await page.getByTestId('archive').getByText('E2E Golf news 10').click();
    await page.getByRole('heading', { level: 1, name: 'E2E Golf news 10' }).waitFor();
    const content = await page.getByTestId('announcement-content').innerText();
    assert.match(content, /Paragraph one of item 10\.\nParagraph two/, 'line breaks are kept');
    await page.getByTestId('details-panel').getByText('Club Office').waitFor();

    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link Copied').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(/\/announcements\?page=2$/);
    await page.getByTestId('archive').getByText('E2E Golf news 10').waitFor();
    await page.close();
  });

  it('a copied link opens the announcement in a new tab', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.goto(`${site.url}/announcements/${featuredId}`);
    await page.getByRole('heading', { level: 1, name: 'E2E Spring Open 2026' }).waitFor();
    await page.close();
  });

  it('opens the featured announcement with Read more, with its image; an unknown id is not found', async () => {
    const page = await site.newPage({ language: 'en' });
    await openHub(page);
    await page.getByTestId('featured').getByRole('link', { name: 'Read more' }).click();
    await page.getByRole('heading', { level: 1, name: 'E2E Spring Open 2026' }).waitFor();
    await page.waitForFunction(() => (document.querySelector<HTMLImageElement>('[data-testid="announcement-image"]')?.naturalWidth ?? 0) > 0);
    await page.getByTestId('announcement-image').waitFor();
    await screenshot(page, 'announcements-detail-en-1280');

    await goInApp(page, '/announcements/00000000-0000-0000-0000-000000000000');
    await page.getByText('Announcement not found').waitFor();
    await screenshot(page, 'announcements-not-found-en');
    await page.getByRole('button', { name: 'Back to announcements' }).click();
    await page.waitForURL(/\/announcements$/);
    await page.close();
  });

  it('shows members-only items with their badge to a signed-in admin', async () => {
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, adminToken);
    await openHub(page);
    const card = page.getByTestId('latest').getByTestId('announcement-card').filter({ hasText: 'E2E members dinner' });
    await card.getByText('Members only').waitFor();
    await page.close();
  });

  it('says once that announcements failed when the API is unreachable, and recovers on Retry', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.route('**/ext/announcement/**', (route) => route.abort());
    await page.goto(`${site.url}/announcements`);
    await page.getByText('Failed to fetch announcements. Please try again.').waitFor();
    await screenshot(page, 'announcements-error-en');
    await page.unroute('**/ext/announcement/**');
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await page.getByTestId('featured').waitFor();
    await page.close();
  });

  it('shows the empty hub and the loading skeleton', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.route('**/ext/announcement/**', (route) =>
      route.fulfill({ json: { status: 'ok', announcement: null, announcements: [], totalPages: 0, page: 1 } }),
    );
    await page.goto(`${site.url}/announcements`);
    await page.getByText('No featured announcement available').waitFor();
    await page.getByText('No announcements yet', { exact: true }).first().waitFor();
    await screenshot(page, 'announcements-empty-en');
    await page.unroute('**/ext/announcement/**');
    await page.route('**/ext/announcement/**', () => {
      // Never answered: the skeletons stay on screen.
    });
    await page.goto(`${site.url}/announcements`);
    await page.getByRole('status', { name: 'Loading announcements...' }).waitFor();
    await screenshot(page, 'announcements-loading-en');
    await page.close();
  });
});

describe('announcements in Chinese and on a phone', () => {
  it('reads in Chinese at 1280 px', async () => {
    const page = await site.newPage({ language: 'zh' });
    await openHub(page);
    await page.getByRole('heading', { level: 1, name: '最新公告' }).waitFor();
    await page.getByRole('button', { name: '高爾夫' }).waitFor();
    await screenshot(page, 'announcements-hub-zh-1280');
    await goInApp(page, `/announcements/${featuredId}`);
    await page.getByText('詳細資料').waitFor();
    await screenshot(page, 'announcements-detail-zh-1280');
    await page.close();
  });

  for (const language of ['en', 'zh'] as const) {
    it(`at 375 px the archive is a card grid and nothing overflows sideways (${language})`, async () => {
      const page = await site.newPage({ language });
      await page.setViewportSize({ width: 375, height: 812 });
      await openHub(page);
      await page.getByTestId('archive').locator('[data-layout="cards"]').waitFor();
      assert.equal(await page.getByTestId('archive').getByTestId('announcement-card').count(), 10);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
      await screenshot(page, `announcements-hub-${language}-375`);
      await goInApp(page, `/announcements/${featuredId}`);
      await page.getByTestId('details-panel').waitFor();
      assert.ok((await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 0);
      await screenshot(page, `announcements-detail-${language}-375`);
      await page.close();
    });
  }
});
