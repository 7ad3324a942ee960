// Events in both languages (issue 42 point 4): an event written in Chinese and English shows each
// visitor their own language in the calendar's dialog; a description written in Chinese only shows
// to the English reader marked 中文, with `lang` for screen readers.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signInToken } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { createEvent, hkDay } from '../harness/events';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

const unique = Date.now().toString(36);
const NAME = { zh: `雙語練習 ${unique}`, en: `Bilingual Practice ${unique}` };
const date = hkDay(5);

let site: TestSite;
let eventId: string;

before(async () => {
  site = await startTestSite();
  const adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  eventId = await createEvent(site.apiUrl, adminToken, { date, name: NAME, venue: { zh: '啟德練習場', en: 'Kai Tak Range' }, description: { zh: '只有中文的介紹。' } });
});

after(() => site?.stop());

describe('events in both languages', () => {
  for (const language of ['en', 'zh'] as const) {
    it(`a visitor reading ${language} sees the event in their language, a missing text marked`, async () => {
      const page = await site.newPage({ language });
      await page.goto(`${site.url}/event-calendar?date=${date}&event=${eventId}`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: NAME[language] }).waitFor();
      assert.equal(await dialog.getByText(language === 'en' ? 'Kai Tak Range' : '啟德練習場').count(), 1);
      const description = dialog.getByText('只有中文的介紹。');
      await description.waitFor();
      const marker = dialog.getByTestId('language-marker');
      if (language === 'en') {
        assert.equal(await description.getAttribute('lang'), 'zh-Hant');
        assert.equal(await marker.textContent(), '中文');
      } else {
        assert.equal(await description.getAttribute('lang'), null);
        assert.equal(await marker.count(), 0);
      }
      await screenshot(page, `events-languages-${language}`);
    });
  }
});
