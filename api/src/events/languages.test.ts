// Events in both languages (issue 42 point 4, DESIGN §13, decision 95): each reader gets the name,
// description and venue in their language, a missing one falls back saying which, admins get both,
// the spec's plain strings still work (filed by the language they are written in), the admin search
// finds either language, and the attendees file and .ics follow the caller's language.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestApp, type TestApp } from '../../test/helpers.js';
import { createEvent, dayFromToday, enrol, eventForm } from './test-support.js';

let t: TestApp;
let admin: string;
before(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
after(() => t.close());

const both = {
  name: { zh: '週六早練', en: 'Saturday Early Practice' },
  description: { zh: '請自備球桿。', en: 'Bring your own clubs.' },
  venue: { zh: '啟德練習場', en: 'Kai Tak Range' },
};
const texts = (event: Record<string, unknown>) => [event.name, event.nameLang, event.description, event.descriptionLang, event.venue, event.venueLang];

test('each reader gets their own language: calendar, event page, upcoming and member lists', async () => {
  const date = dayFromToday(30);
  const event = await createEvent(t, { ...both, date });
  const member = await t.signUpMember();
  for (const language of ['zh', 'en'] as const) {
    const expected = language === 'zh' ? ['週六早練', 'zh', '請自備球桿。', 'zh', '啟德練習場', 'zh'] : ['Saturday Early Practice', 'en', 'Bring your own clubs.', 'en', 'Kai Tak Range', 'en'];
    const calendar = (await t.request({ method: 'GET', url: `/ext/event/calendar?date=${date}`, language })).json().events;
    assert.deepEqual(texts(calendar.find((e: { _id: string }) => e._id === event._id)), expected, `calendar ${language}`);
    assert.deepEqual(texts((await t.request({ method: 'GET', url: `/ext/event/get/${event._id}`, language })).json().event), expected, `share ${language}`);
    assert.deepEqual(texts((await t.request({ method: 'GET', url: `/cms/event/get/${event._id}`, language, token: member.token })).json().event), expected, `page ${language}`);
    const list = (await t.request({ method: 'GET', url: '/cms/event/list', language, token: member.token })).json().events;
    assert.deepEqual(texts(list.find((e: { _id: string }) => e._id === event._id)), expected, `list ${language}`);
  }
});

test('a missing language falls back to the other, saying which; members never get both', async () => {
  const event = await createEvent(t, { name: { zh: '只有中文的活動' }, description: { en: 'English only.', zh: '' }, venue: both.venue });
  const member = await t.signUpMember();
  const en = (await t.request({ method: 'GET', url: `/cms/event/get/${event._id}`, language: 'en', token: member.token })).json().event;
  assert.deepEqual(texts(en), ['只有中文的活動', 'zh', 'English only.', 'en', 'Kai Tak Range', 'en']);
  const zh = (await t.request({ method: 'GET', url: `/ext/event/get/${event._id}`, language: 'zh' })).json().event;
  assert.deepEqual(texts(zh), ['只有中文的活動', 'zh', 'English only.', 'en', '啟德練習場', 'zh']);
  assert.equal(en.names, undefined);
  assert.equal(zh.names, undefined);
});

test('admins read both languages; a booking lists its event in the reader’s language', async () => {
  const event = await createEvent(t, { ...both, name: { en: 'English name only' } });
  const read = (await t.request({ method: 'GET', url: `/admin/event/list?keyword=${encodeURIComponent('English name only')}`, token: admin, language: 'zh' })).json().events[0];
  assert.deepEqual([read.names, read.descriptions, read.venues], [{ zh: null, en: 'English name only' }, both.description, both.venue]);
  assert.deepEqual(texts(read), ['English name only', 'en', '請自備球桿。', 'zh', '啟德練習場', 'zh']);

  const member = await t.signUpMember();
  assert.equal((await enrol(t, event._id, member)).statusCode, 200);
  const bookings = (await t.request({ method: 'GET', url: '/cms/event/my-enrollments', language: 'en', token: member.token })).json().upcoming;
  const mine = bookings.find((booking: { event: { _id: string } }) => booking.event._id === event._id).event;
  assert.deepEqual(texts(mine), ['English name only', 'en', 'Bring your own clubs.', 'en', 'Kai Tak Range', 'en']);
  assert.equal(mine.names, undefined);
});

test('plain strings are filed by the language they are written in; an edit in one language keeps the other', async () => {
  const event = await createEvent(t, { name: 'Plain English name', description: '只寫了中文。', venue: 'Fanling' });
  const asAdmin = async () =>
    (await t.request({ method: 'GET', url: `/admin/event/list?keyword=${encodeURIComponent('Plain English name')}`, token: admin })).json().events.find((e: { _id: string }) => e._id === event._id);
  const first = await asAdmin();
  assert.deepEqual([first.names, first.descriptions, first.venues], [{ zh: null, en: 'Plain English name' }, { zh: '只寫了中文。', en: null }, { zh: null, en: 'Fanling' }]);

  // A plain Chinese name completes the other language; {zh, en} sets what it names (null clears).
  const update = await t.request({
    method: 'PUT',
    url: `/cms/event/update/${event._id}`,
    token: admin,
    payload: eventForm({ name: '中文名稱', description: { zh: null, en: 'Now in English.' }, venue: 'Fanling' }),
  });
  assert.equal(update.statusCode, 200, update.body);
  const after = update.json().event;
  assert.deepEqual([after.names, after.descriptions, after.venues], [{ zh: '中文名稱', en: 'Plain English name' }, { zh: null, en: 'Now in English.' }, { zh: null, en: 'Fanling' }]);

  // Nothing in any language is refused, in the caller's language.
  const empty = await t.request({ method: 'POST', url: '/cms/event/create', token: admin, language: 'en', payload: eventForm({ name: { zh: ' ', en: '' } }) });
  assert.equal(empty.statusCode, 400);
  const clearing = await t.request({ method: 'PUT', url: `/cms/event/update/${event._id}`, token: admin, payload: eventForm({ venue: { en: null } }) });
  assert.equal(clearing.statusCode, 400);
});

test('the admin search finds an event by its name or venue in either language', async () => {
  const event = await createEvent(t, { name: { zh: '搜尋測試賽', en: 'Searchable Cup' }, venue: { zh: '粉嶺球場', en: 'Fanling Course' } });
  for (const keyword of ['搜尋測試', 'Searchable', '粉嶺球', 'Fanling Cour']) {
    const found = (await t.request({ method: 'GET', url: `/admin/event/list?keyword=${encodeURIComponent(keyword)}`, token: admin })).json().events;
    assert.ok(found.some((e: { _id: string }) => e._id === event._id), keyword);
  }
});

test('the attendees file and the .ics file are in the caller’s language', async () => {
  const date = dayFromToday(40);
  const event = await createEvent(t, { ...both, date });
  const csv = await t.request({ method: 'GET', url: `/admin/event/${event._id}/enrollments.csv`, token: admin, language: 'en' });
  assert.match(String(csv.headers['content-disposition']), new RegExp(encodeURIComponent(`${date} Saturday Early Practice.csv`).replace(/[()]/g, '\\$&')));
  const ics = (lang: 'zh' | 'en') => t.request({ method: 'GET', url: `/ext/event/ics/${event._id}`, language: lang });
  assert.match((await ics('zh')).body, /SUMMARY:週六早練/);
  assert.match((await ics('en')).body, /SUMMARY:Saturday Early Practice\r?\nLOCATION:Kai Tak Range/);
});
