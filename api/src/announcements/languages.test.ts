// Announcements in both languages (issue 42, DESIGN §13): each reader gets their language, a
// missing one falls back with the language it is in, admins get both, the spec's plain strings
// still work, and the share card follows the visitor's language.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let admin: string;
before(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
after(() => t.close());

const base = { scope: 'All', category: 'Event', displayDate: '2025-03-01', displayCreatedBy: 'Youth Golf Team' };
async function create(payload: Record<string, unknown>) {
  const response = await t.request({ method: 'POST', url: '/cms/announcement/create', token: admin, payload: { ...base, ...payload } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().announcement;
}
const read = async (id: string, language: 'zh' | 'en', token?: string) =>
  (await t.request({ method: 'GET', url: `/${token ? 'cms' : 'ext'}/announcement/get/${id}`, language, token })).json().announcement;

test('each reader gets their own language; list, latest and featured too', async () => {
  const both = await create({ title: { zh: '春季盃', en: 'Spring Cup' }, content: { zh: '粉嶺見。', en: 'See you at Fanling.' }, featured: true });
  const en = await read(both._id, 'en');
  assert.deepEqual([en.title, en.titleLang, en.content, en.contentLang, en.preview], ['Spring Cup', 'en', 'See you at Fanling.', 'en', 'See you at Fanling.']);
  const zh = await read(both._id, 'zh');
  assert.deepEqual([zh.title, zh.titleLang, zh.content, zh.contentLang, zh.preview], ['春季盃', 'zh', '粉嶺見。', 'zh', '粉嶺見。']);
  for (const url of ['/ext/announcement/list', '/ext/announcement/latest']) {
    const list = (await t.request({ method: 'GET', url, language: 'en' })).json().announcements;
    assert.equal(list.find((item: { _id: string }) => item._id === both._id).title, 'Spring Cup', url);
  }
  assert.equal((await t.request({ method: 'GET', url: '/ext/announcement/featured', language: 'zh' })).json().announcement.title, '春季盃');
  // The public cache keeps one answer per language.
  assert.equal((await read(both._id, 'en')).title, 'Spring Cup');
});

test('a missing language falls back to the other, saying which; never an empty card', async () => {
  const zhOnly = await create({ title: { zh: '只有中文' }, content: { zh: '內容。', en: '' } });
  const en = await read(zhOnly._id, 'en');
  assert.deepEqual([en.title, en.titleLang, en.content, en.contentLang], ['只有中文', 'zh', '內容。', 'zh']);
  const enOnly = await create({ title: { en: 'English only' }, content: { en: 'Text.' } });
  const zh = await read(enOnly._id, 'zh');
  assert.deepEqual([zh.title, zh.titleLang, zh.content, zh.contentLang], ['English only', 'en', 'Text.', 'en']);
  // Mixed: the title in both, the text in one.
  const mixed = await create({ title: { zh: '標題', en: 'Title' }, content: { zh: '只有中文內容。' } });
  const mixedEn = await read(mixed._id, 'en');
  assert.deepEqual([mixedEn.title, mixedEn.titleLang, mixedEn.contentLang], ['Title', 'en', 'zh']);
});

test('admins read both languages; visitors and members do not', async () => {
  const item = await create({ title: { zh: '中', en: 'En' }, content: { en: 'Text.' } });
  const asAdmin = await read(item._id, 'en', admin);
  assert.deepEqual(asAdmin.titles, { zh: '中', en: 'En' });
  assert.deepEqual(asAdmin.contents, { zh: null, en: 'Text.' });
  assert.equal((await read(item._id, 'en')).titles, undefined);
  const member = await t.signUpMember();
  assert.equal((await read(item._id, 'en', member.token)).titles, undefined);
  const adminList = (await t.request({ method: 'GET', url: '/admin/announcement/list', token: admin })).json().announcements;
  assert.deepEqual(adminList.find((row: { _id: string }) => row._id === item._id).titles, { zh: '中', en: 'En' });
});

test("the spec's plain strings are filed under the language they are written in", async () => {
  const chinese = await create({ title: '青少年盃', content: '歡迎參加。' });
  assert.deepEqual([chinese.titles, chinese.contents], [{ zh: '青少年盃', en: null }, { zh: '歡迎參加。', en: null }]);
  const english = await create({ title: 'Junior Cup', content: 'Welcome.' });
  assert.deepEqual(english.titles, { zh: null, en: 'Junior Cup' });
  // An edit with a plain string sets its language and keeps the other (written in one, completed later).
  const edited = await t.request({ method: 'PUT', url: `/cms/announcement/${chinese._id}`, token: admin, payload: { ...base, title: 'Junior Cup', content: 'Welcome.' } });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.deepEqual(edited.json().announcement.titles, { zh: '青少年盃', en: 'Junior Cup' });
  assert.equal((await read(chinese._id, 'en')).title, 'Junior Cup');
  assert.equal((await read(chinese._id, 'zh')).title, '青少年盃');
});

test('at least one language is required, in the caller’s words; extra keys are refused', async () => {
  const refuse = async (payload: Record<string, unknown>, language: 'zh' | 'en' = 'en') => {
    const response = await t.request({ method: 'POST', url: '/cms/announcement/create', token: admin, language, payload: { ...base, content: 'x', ...payload } });
    assert.equal(response.statusCode, 400, response.body);
    return response.json().error;
  };
  assert.equal(await refuse({ title: { zh: '', en: '  ' } }), 'Title is required');
  assert.equal(await refuse({ title: {} }, 'zh'), '請輸入標題');
  assert.equal(await refuse({ title: { zh: 'a', fr: 'b' } }), 'Title is required');
  assert.equal(await refuse({ title: { en: 7 } }), 'Title is required');
  assert.match(await refuse({ title: { en: 'x'.repeat(201) } }), /^Title is too long/);
});

test("the share card is in the visitor's language", async () => {
  const item = await create({ title: { zh: '分享', en: 'Share me' }, content: { zh: '中文摘要。', en: 'English summary.' } });
  const card = async (language: 'zh' | 'en') =>
    (await t.request({ method: 'GET', url: `/ext/site/share-card?path=${encodeURIComponent(`/announcements/${item._id}`)}`, language })).body;
  assert.match(await card('en'), /<meta property="og:title" content="Share me" \/>/);
  assert.match(await card('en'), /English summary\./);
  assert.match(await card('zh'), /<meta property="og:title" content="分享" \/>/);
  assert.match(await card('zh'), /<meta property="og:locale" content="zh_HK" \/>/);
  // Written in Chinese only: an English visitor's card is the Chinese one, said to be Chinese.
  const zhOnly = await create({ title: '只有中文', content: '內容。' });
  const fallback = (await t.request({ method: 'GET', url: `/ext/site/share-card?path=${encodeURIComponent(`/announcements/${zhOnly._id}`)}`, language: 'en' })).body;
  assert.match(fallback, /<meta property="og:title" content="只有中文" \/>/);
  assert.match(fallback, /<meta property="og:locale" content="zh_HK" \/>/);
  assert.match(fallback, /<html lang="zh-Hant">/);
});
