import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { createEvent, dayFromToday } from './test-support.js';

let t: TestApp;
let member: TestMember;
const day = dayFromToday(40);
before(async () => {
  t = await startTestApp();
  member = await t.signUpMember();
  await createEvent(t, { date: day, time: '15:30:00', name: 'Afternoon coaching', type: 'Coaching', tag: 'junior' });
  await createEvent(t, { date: day, time: '09:00:00', name: 'Morning practice' });
  await createEvent(t, { date: dayFromToday(41), name: 'Next day' });
});
after(() => t.close());

test("a visitor sees a day's events, earliest first, with the calendar fields", async () => {
  const response = await t.request({ method: 'GET', url: `/ext/event/calendar?date=${day}` });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /application\/json/);
  const { status, events } = response.json();
  assert.equal(status, 'ok');
  assert.deepEqual(
    events.map((e: { name: string; time: string }) => [e.name, e.time]),
    [
      ['Morning practice', '09:00:00'],
      ['Afternoon coaching', '15:30:00'],
    ],
  );
  const coaching = events[1];
  for (const field of ['name', 'type', 'date', 'time', 'duration', 'venue', 'maxParticipants', 'priceNonMember', 'tag', 'description']) {
    assert.ok(field in coaching, field);
  }
  assert.equal(coaching.tag, 'junior');
});

test('the cms calendar needs a token and answers the same', async () => {
  assert.equal((await t.request({ method: 'GET', url: `/cms/event/calendar?date=${day}` })).statusCode, 401);
  const response = await t.request({ method: 'GET', url: `/cms/event/calendar?date=${day}`, token: member.token });
  assert.equal(response.json().events.length, 2);
});

test('a day without events is an empty list', async () => {
  const response = await t.request({ method: 'GET', url: '/ext/event/calendar?date=2001-01-01' });
  assert.deepEqual(response.json(), { status: 'ok', events: [] });
});

test('a malformed or missing date is a translated 400', async () => {
  for (const url of ['/ext/event/calendar?date=21-11-2026', '/ext/event/calendar?date=2026-02-30', '/ext/event/calendar']) {
    const response = await t.request({ method: 'GET', url });
    assert.equal(response.statusCode, 400, url);
    assert.equal(response.json().error, 'Date must be in YYYY-MM-DD format');
  }
  const zh = await t.request({ method: 'GET', url: '/ext/event/calendar?date=x', language: 'zh' });
  assert.equal(zh.json().error, '日期格式必須為 YYYY-MM-DD');
});

test('the days of a month with events, for marking the calendar', async () => {
  const month = day.slice(0, 7);
  const response = await t.request({ method: 'GET', url: `/ext/event/calendar/dates?month=${month}` });
  assert.equal(response.statusCode, 200);
  const { dates } = response.json();
  assert.ok(dates.includes(day));
  assert.equal(new Set(dates).size, dates.length, 'each day once');
  assert.ok(dates.every((d: string) => d.startsWith(month)));
  const cms = await t.request({ method: 'GET', url: `/cms/event/calendar/dates?month=${month}`, token: member.token });
  assert.deepEqual(cms.json().dates, dates);
  const bad = await t.request({ method: 'GET', url: '/ext/event/calendar/dates?month=2026-13' });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().error, 'Month must be in YYYY-MM format');
});

test('visitors and members get the next events, soonest first, past ones left out, at most six', async () => {
  await createEvent(t, { date: dayFromToday(-2), name: 'Already over' });
  for (let week = 1; week <= 6; week += 1) await createEvent(t, { date: dayFromToday(44 + week * 7), name: `Weekly ${week}` });
  const response = await t.request({ method: 'GET', url: '/ext/event/calendar/upcoming' });
  assert.equal(response.statusCode, 200, response.body);
  const names = response.json().events.map((e: { name: string }) => e.name);
  assert.deepEqual(names, ['Morning practice', 'Afternoon coaching', 'Next day', 'Weekly 1', 'Weekly 2', 'Weekly 3']);
  assert.equal((await t.request({ method: 'GET', url: '/cms/event/calendar/upcoming' })).statusCode, 401);
  assert.equal((await t.request({ method: 'GET', url: '/cms/event/calendar/upcoming', token: member.token })).json().events.length, 6);
});
