// A reader moving between the announcements and the forum: every date reads the same way in both
// remotes (they share one helper's format), and a paying member's tier badge stands out more than
// the free 'Member' label, at AA contrast, in both languages.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startTestSite, type TestSite } from '../harness/site';
import { api } from '../harness/accounts';
import { axeFindings, describeFindings } from '../harness/axe';
import { screenshot } from '../harness/browser';

let site: TestSite;
let announcementId: string;
let threadId: string;

const DATE = {
  en: /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/,
  zh: /^\d{4}年\d{1,2}月\d{1,2}日$/,
};

const text = async (page: Page, selector: string) => (await page.locator(selector).first().innerText()).trim();

describe('dates and tier badges read the same across the site', () => {
  before(async () => {
    site = await startTestSite();
    const { announcements } = await api.get<{ announcements: { _id: string }[] }>(site.apiUrl, 'ext/announcement/list?page=1');
    announcementId = announcements[0]._id;
    const { threads } = await api.get<{ threads: { _id: string }[] }>(site.apiUrl, 'ext/discussion/thread/list');
    threadId = threads[0]._id;
  });
  after(() => site.stop());

  for (const language of ['en', 'zh'] as const) {
    it(`an announcement's date and a thread's Posted date share one format (${language})`, async () => {
      const page = await site.newPage({ language });
      await page.goto(`${site.url}/announcements/${announcementId}`);
      const announced = await text(page, 'main time');
      await page.goto(`${site.url}/discussions/${threadId}`);
      await page.getByTestId('thread-stats').waitFor();
      const posted = (await page.getByTestId('thread-stats').locator('dd').nth(2).innerText()).trim();
      const postedTitle = await page.locator('article time').first().getAttribute('title');
      assert.match(announced, DATE[language], 'the announcement date');
      assert.match(posted, DATE[language], 'the thread Posted date');
      // The time under the author names the same day in its tooltip, with the time of day.
      assert.equal(postedTitle?.replace(/ \d{2}:\d{2}$/, ''), posted);
      await page.close();
    });

    it(`a paying member's badge is filled, the free Member label only outlined, both at AA contrast (${language})`, async () => {
      const page = await site.newPage({ language });
      await page.goto(`${site.url}/discussions`);
      await page.getByTestId('thread-card').first().waitFor();
      const looks = await page.locator('[data-tier]').evaluateAll((badges) =>
        badges.map((badge) => ({ tier: badge.getAttribute('data-tier'), fill: getComputedStyle(badge).backgroundColor })),
      );
      const transparent = 'rgba(0, 0, 0, 0)';
      const silver = looks.filter(({ tier }) => tier === 'silver');
      const member = looks.filter(({ tier }) => tier === 'member');
      assert.ok(silver.length && member.length, `the demo threads show both kinds of badge: ${JSON.stringify(looks)}`);
      for (const look of silver) assert.notEqual(look.fill, transparent, 'Silver is filled');
      for (const look of member) assert.equal(look.fill, transparent, 'Member is not filled');
      const contrast = (await axeFindings(page)).filter((finding) => finding.rule === 'color-contrast');
      assert.deepEqual(describeFindings('/discussions', contrast), []);
      await page.locator('[data-tier="silver"]').first().scrollIntoViewIfNeeded();
      await screenshot(page, `forum-tier-badges-${language}`);
      await page.close();
    });
  }
});
