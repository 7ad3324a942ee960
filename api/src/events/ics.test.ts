import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestApp, type TestApp } from '../../test/helpers.js';
import { eventIcs } from './ics.js';
import { createEvent } from './test-support.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

test('anyone downloads an event as an iCalendar file in Hong Kong time, ending after its duration', async () => {
  const event = await createEvent(t, { name: 'Junior Clinic, Kau Sai Chau; bring water', date: '2027-03-06', time: '09:30', duration: '90 minutes', venue: 'Kau Sai Chau Public Golf Course' });
  const response = await t.request({ method: 'GET', url: `/ext/event/ics/${event._id}` });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /^text\/calendar/);
  assert.match(String(response.headers['content-disposition']), /attachment; filename="event-[\w-]+\.ics"/);
  const body = response.body;
  assert.match(body, /^BEGIN:VCALENDAR\r\n/);
  assert.match(body, /\r\nDTSTART:20270306T013000Z\r\n/);
  assert.match(body, /\r\nDTEND:20270306T030000Z\r\n/);
  assert.match(body, /\r\nSUMMARY:Junior Clinic\\, Kau Sai Chau\\; bring water\r\n/);
  assert.match(body, new RegExp(`\\r\\nUID:event-${event._id}@youthgolf.hk\\r\\n`));
  assert.match(body, /END:VCALENDAR\r\n$/);
  for (const line of body.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, `line longer than 75 octets: ${line}`);
});

test('a full-day event is an all-day entry, not 08:00 to 10:00 (issue 35)', async () => {
  const event = await createEvent(t, { name: 'Junior Open', date: '2027-03-31', time: '08:00', duration: 'Full day' });
  const body = (await t.request({ method: 'GET', url: `/ext/event/ics/${event._id}` })).body;
  assert.match(body, /\r\nDTSTART;VALUE=DATE:20270331\r\n/);
  assert.match(body, /\r\nDTEND;VALUE=DATE:20270401\r\n/, 'the end is the next day (exclusive)');
  assert.doesNotMatch(body, /T000000Z|T020000Z/);
});

test('an unknown event is a translated 404', async () => {
  const response = await t.request({ method: 'GET', url: '/ext/event/ics/no-such-event', language: 'zh' });
  assert.equal(response.statusCode, 404);
  assert.deepEqual(response.json(), { status: 'nok', error: '找不到活動。' });
});

test('anyone reads one event as the calendar shows it (for share cards); an unknown one is a 404', async () => {
  const event = await createEvent(t, { name: 'Share Me Clinic', date: '2027-03-07', venue: 'Tuen Mun Golf Centre' });
  const response = await t.request({ method: 'GET', url: `/ext/event/get/${event._id}` });
  assert.equal(response.statusCode, 200);
  const body = response.json();
  assert.equal(body.status, 'ok');
  assert.deepEqual([body.event._id, body.event.name, body.event.date, body.event.venue], [event._id, 'Share Me Clinic', '2027-03-07', 'Tuen Mun Golf Centre']);
  assert.equal('myEnrollment' in body, false);
  const missing = await t.request({ method: 'GET', url: '/ext/event/get/no-such-event' });
  assert.equal(missing.statusCode, 404);
});

test('long Chinese text folds between characters, never inside one', () => {
  const ics = eventIcs(
    { id: 'x', name: '青少年高爾夫球'.repeat(12), description: '', venue: '九龍', date: '2027-01-01', time: '08:00', duration: '2小時' },
    { pageUrl: 'http://localhost:3000/events/x', now: new Date('2026-11-24T00:00:00Z') },
  );
  const lines = ics.split('\r\n');
  const summary = lines.findIndex((line) => line.startsWith('SUMMARY:'));
  assert.ok(lines[summary + 1]!.startsWith(' '), 'continued on the next line');
  for (const line of lines) assert.ok(Buffer.byteLength(line) <= 75);
  assert.equal(lines.slice(summary, summary + 4).map((line, index) => (index ? line.slice(1) : line)).join('').startsWith(`SUMMARY:${'青少年高爾夫球'.repeat(12)}`), true);
  assert.ok(ics.includes('DTEND:20270101T020000Z'));
});
