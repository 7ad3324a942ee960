// Content in both languages (issue 42): an admin writes an announcement in Chinese and English; a
// visitor reading English and one reading Chinese each see their own on the hub, the detail, the
// live panel and the share card; an item written in Chinese only shows to the English reader with
// its language marked (and `lang` for screen readers); the language switch reads content again.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughPage, signInToken } from '../harness/accounts';
import { axeFindings, describeFindings } from '../harness/axe';
import { screenshot } from '../harness/browser';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

const unique = Date.now().toString(36);
const BOTH = { zh: `雙語春季盃 ${unique}`, en: `Bilingual Spring Cup ${unique}` };
const BOTH_TEXT = { zh: '粉嶺見，記得帶水。', en: 'See you at Fanling; bring water.' };
const ZH_ONLY = `只有中文的通告 ${unique}`;
const LIVE = { zh: `練習場重開 ${unique}`, en: `Range reopens ${unique}` };

let site: TestSite;
let adminToken: string;
let bothId: string;
let zhOnlyId: string;

/** A screenshot once transitions (a pressed button's colour) have finished. */
async function still(page: Page, name: string) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await screenshot(page, name);
}

async function openHub(page: Page) {
  await page.goto(`${site.url}/announcements`);
  await page.getByTestId('archive').getByTestId('announcement-row').first().waitFor();
}

before(async () => {
  site = await startTestSite();
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  // Written in Chinese only, as the spec's payload sends it (a plain string): filed under Chinese.
  const { announcement } = await api.post<{ announcement: { _id: string } }>(
    site.apiUrl,
    'cms/announcement/create',
    { title: ZH_ONLY, content: '只有中文內容。', scope: 'All', category: 'Community', displayDate: new Date().toISOString().slice(0, 10), displayCreatedBy: 'Club Office' },
    adminToken,
  );
  zhOnlyId = announcement._id;
  await api.post(site.apiUrl, 'cms/liveupdate/create', { title: LIVE, content: { zh: '暴雨警告已取消。', en: 'The rainstorm warning is off.' }, color: 'green' }, adminToken);
});

after(() => site?.stop());

describe('content in both languages', () => {
  it('an admin writes an announcement in Chinese and English side by side', async () => {
    const admin = await site.newPage({ language: 'en' });
    await signInThroughPage(admin, site.url, ADMIN.email, ADMIN.password);
    await admin.goto(`${site.url}/admin/announcement-create`);
    await admin.getByRole('heading', { level: 1, name: 'Create Announcement' }).waitFor();
    // Neither language: the form says one is needed, and sends nothing.
    await admin.getByRole('button', { name: 'Create Announcement' }).click();
    await admin.getByText('Write the title in Chinese, English or both').waitFor();
    await admin.getByLabel('Title · Chinese').fill(BOTH.zh);
    await admin.getByLabel('Title · English').fill(BOTH.en);
    await admin.getByLabel('Content · Chinese').fill(BOTH_TEXT.zh);
    await admin.getByLabel('Content · English').fill(BOTH_TEXT.en);
    await screenshot(admin, 'content-languages-admin-form-en-1280');
    await admin.getByRole('button', { name: 'Create Announcement' }).click();
    await admin.getByText('Announcement created successfully').waitFor();
    const { announcements } = await api.get<{ announcements: Array<{ _id: string; titles: { zh: string; en: string } }> }>(site.apiUrl, 'admin/announcement/list?page=1', adminToken);
    const written = announcements.find((item) => item.titles.en === BOTH.en);
    assert.ok(written, 'saved with both titles');
    assert.deepEqual(written.titles, BOTH);
    bothId = written._id;

    await admin.setViewportSize({ width: 375, height: 800 });
    await admin.goto(`${site.url}/admin/announcement-edit/${bothId}`);
    // A phone shows one language at a time, the admin's own first.
    await admin.getByLabel('Title · English').waitFor();
    assert.equal(await admin.getByLabel('Title · Chinese').count(), 0);
    await admin.getByRole('button', { name: 'Chinese' }).first().click();
    assert.equal(await admin.getByLabel('Title · Chinese').inputValue(), BOTH.zh);
    await still(admin, 'content-languages-admin-form-en-375');
    await admin.close();
  });

  it('a visitor reading English sees English, and the Chinese-only item marked', async () => {
    const page = await site.newPage({ language: 'en' });
    await openHub(page);
    const archive = page.getByTestId('archive');
    await archive.getByRole('heading', { name: BOTH.en }).waitFor();
    assert.equal(await page.getByText(BOTH.zh).count(), 0, 'no Chinese title beside the English one');
    const zhRow = archive.getByTestId('announcement-row').filter({ hasText: ZH_ONLY });
    assert.equal(await zhRow.getByTestId('language-marker').innerText(), '中文');
    assert.equal(await zhRow.getByRole('heading', { name: ZH_ONLY }).getAttribute('lang'), 'zh-Hant');
    const bothRow = archive.getByTestId('announcement-row').filter({ hasText: BOTH.en });
    assert.equal(await bothRow.getByTestId('language-marker').count(), 0);
    assert.equal(await bothRow.getByRole('heading', { name: BOTH.en }).getAttribute('lang'), null);
    // The live panel too.
    await page.getByTestId('live-update').filter({ hasText: LIVE.en }).waitFor();
    assert.deepEqual(describeFindings('en /announcements', await axeFindings(page)), []);
    await screenshot(page, 'content-languages-hub-en-1280');

    await page.goto(`${site.url}/announcements/${bothId}`);
    await page.getByRole('heading', { level: 1, name: BOTH.en }).waitFor();
    assert.equal(await page.getByTestId('announcement-content').innerText(), BOTH_TEXT.en);
    await page.goto(`${site.url}/announcements/${zhOnlyId}`);
    await page.getByRole('heading', { level: 1, name: ZH_ONLY }).waitFor();
    assert.equal(await page.getByTestId('announcement-content').getAttribute('lang'), 'zh-Hant');
    await page.getByTestId('language-marker').first().waitFor();
    assert.deepEqual(describeFindings(`en /announcements/${zhOnlyId}`, await axeFindings(page)), []);
    await screenshot(page, 'content-languages-detail-fallback-en-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    // A phone's archive is cards, not rows.
    await page.goto(`${site.url}/announcements`);
    await page.getByTestId('archive').getByRole('heading', { name: BOTH.en }).waitFor();
    await screenshot(page, 'content-languages-hub-en-375');
    await page.close();
  });

  it('a visitor reading Chinese sees Chinese; the language switch reads the content again', async () => {
    const page = await site.newPage({ language: 'zh' });
    await openHub(page);
    const archive = page.getByTestId('archive');
    await archive.getByRole('heading', { name: BOTH.zh }).waitFor();
    assert.equal(await page.getByText(BOTH.en).count(), 0);
    assert.equal(await archive.getByTestId('announcement-row').filter({ hasText: ZH_ONLY }).getByTestId('language-marker').count(), 0);
    await page.getByTestId('live-update').filter({ hasText: LIVE.zh }).waitFor();
    await screenshot(page, 'content-languages-hub-zh-1280');
    await page.goto(`${site.url}/announcements/${bothId}`);
    await page.getByRole('heading', { level: 1, name: BOTH.zh }).waitFor();
    assert.equal(await page.getByTestId('announcement-content').innerText(), BOTH_TEXT.zh);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'content-languages-detail-zh-375');

    // The frame's switch: the same page, now in English, content included.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: BOTH.en }).waitFor();
    assert.equal(await page.getByTestId('announcement-content').innerText(), BOTH_TEXT.en);
    await page.close();
  });

  it("the share card is in the visitor's language", async () => {
    const card = async (language: 'zh' | 'en') => {
      const response = await fetch(`${site.apiUrl}/ext/site/share-card?path=${encodeURIComponent(`/announcements/${bothId}`)}`, { headers: { 'accept-language': language } });
      return response.text();
    };
    assert.match(await card('en'), new RegExp(`<meta property="og:title" content="${BOTH.en}" />`));
    assert.match(await card('zh'), new RegExp(`<meta property="og:title" content="${BOTH.zh}" />`));
  });
});
