import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { eq } from 'drizzle-orm';
import { createEvent, dayFromToday, enrolled } from './test-support.js';
import { events } from './table.js';

let t: TestApp;
let member: TestMember;
const pastIds: string[] = [];
before(async () => {
  t = await startTestApp();
  member = await t.signUpMember();
  await createEvent(t, { date: dayFromToday(0), time: '23:00:00', name: 'Tonight' });
  await createEvent(t, { date: dayFromToday(3), name: 'Soon' });
  await createEvent(t, { date: dayFromToday(30), name: 'Later', type: 'Gathering' });
  // Seven past events: two pages of six.
  for (let i = 1; i <= 7; i++) pastIds.push((await createEvent(t, { date: dayFromToday(-i), name: `Past ${i}` }))._id);
});
after(() => t.close());

test('the upcoming list starts today (Hong Kong) and runs soonest first', async () => {
  const response = await t.request({ method: 'GET', url: '/cms/event/list', token: member.token });
  assert.equal(response.statusCode, 200);
  const body = response.json();
  assert.deepEqual(
    body.events.map((e: { name: string }) => e.name),
    ['Tonight', 'Soon', 'Later'],
  );
  assert.equal(body.total, 3);
  assert.equal(body.lastPage, 1);
});

test('past events come newest first, six a page', async () => {
  const first = await t.request({ method: 'GET', url: '/cms/event/list/past?page=1', token: member.token });
  const body = first.json();
  assert.equal(body.pastEvents.length, 6);
  assert.equal(body.pastEvents[0].name, 'Past 1');
  assert.equal(body.total, 7);
  assert.equal(body.lastPage, 2);
  const second = await t.request({ method: 'GET', url: '/cms/event/list/past?page=2', token: member.token });
  assert.deepEqual(second.json().pastEvents.map((e: { name: string }) => e.name), ['Past 7']);
  const beyond = await t.request({ method: 'GET', url: '/cms/event/list/past?page=9', token: member.token });
  assert.deepEqual(beyond.json().pastEvents, []);
  // A nonsense page reads as the first, so a stale link still works.
  const nonsense = await t.request({ method: 'GET', url: '/cms/event/list/past?page=abc', token: member.token });
  assert.equal(nonsense.json().pastEvents[0].name, 'Past 1');
});

test('the member lists and the detail need a token', async () => {
  for (const url of ['/cms/event/list', '/cms/event/list/past?page=1', `/cms/event/get/${pastIds[0]}`]) {
    const response = await t.request({ method: 'GET', url });
    assert.equal(response.statusCode, 401, url);
    assert.equal(response.json().error, 'Please sign in to continue.');
  }
});

test('the detail carries myEnrollment: null before enrolling, the enrolment after', async () => {
  const event = await createEvent(t, { name: 'Detail' });
  const before = await t.request({ method: 'GET', url: `/cms/event/get/${event._id}`, token: member.token });
  assert.equal(before.statusCode, 200);
  assert.equal(before.json().event.name, 'Detail');
  assert.equal(before.json().myEnrollment, null);
  const enrollment = await enrolled(t, event._id, member);
  const after = await t.request({ method: 'GET', url: `/cms/event/get/${event._id}`, token: member.token });
  assert.equal(after.json().myEnrollment._id, enrollment._id);
  assert.equal(after.json().event.currentParticipants, 1);
  // Someone else's detail shows the same event and no enrolment of theirs.
  const other = await t.signUpMember();
  const theirs = await t.request({ method: 'GET', url: `/cms/event/get/${event._id}`, token: other.token });
  assert.equal(theirs.json().myEnrollment, null);
});

test('an unknown event is 404 "Event not found." in either language', async () => {
  const en = await t.request({ method: 'GET', url: '/cms/event/get/no-such-event', token: member.token });
  assert.equal(en.statusCode, 404);
  assert.deepEqual(en.json(), { status: 'nok', error: 'Event not found.' });
  const zh = await t.request({ method: 'GET', url: '/cms/event/get/no-such-event', token: member.token, language: 'zh' });
  assert.equal(zh.json().error, '找不到活動。');
});

test('the admin table lists every event newest date first and searches by keyword', async () => {
  const admin = await t.adminToken();
  const first = await t.request({ method: 'GET', url: '/admin/event/list?page=1', token: admin });
  const body = first.json();
  assert.equal(body.total, 11);
  assert.equal(body.lastPage, 2);
  assert.equal(body.events.length, 10);
  assert.equal(body.events[0].name, 'Later');
  const search = await t.request({ method: 'GET', url: '/admin/event/list?page=1&keyword=gather', token: admin });
  assert.deepEqual(search.json().events.map((e: { name: string }) => e.name), ['Later']);
  const none = await t.request({ method: 'GET', url: '/admin/event/list?page=1&keyword=%25_nothing', token: admin });
  assert.deepEqual([none.json().events, none.json().total, none.json().lastPage], [[], 0, 1]);
});

test('my bookings: upcoming soonest first and past latest first, with payment status; only my own', async () => {
  const me = await t.signUpMember({ fullName: 'Booker' });
  const other = await t.signUpMember({ fullName: 'Someone Else' });
  const later = await createEvent(t, { name: 'Later One', date: dayFromToday(20) });
  const sooner = await createEvent(t, { name: 'Sooner One', date: dayFromToday(2), priceNonMember: 0, priceMember: 0 });
  const mine = [await enrolled(t, later._id, me), await enrolled(t, sooner._id, me)];
  await enrolled(t, later._id, other);
  // An event of mine that has happened since.
  const past = await createEvent(t, { name: 'Done Already', date: dayFromToday(5) });
  await enrolled(t, past._id, me);
  await t.app.db.update(events).set({ date: dayFromToday(-3) }).where(eq(events.id, past._id));

  const response = await t.request({ method: 'GET', url: '/cms/event/my-enrollments', token: me.token });
  assert.equal(response.statusCode, 200, response.body);
  const { upcoming, past: done } = response.json();
  assert.deepEqual(upcoming.map((booking: { event: { name: string }; enrollment: { paymentStatus: string } }) => [booking.event.name, booking.enrollment.paymentStatus]), [
    ['Sooner One', 'Paid'],
    ['Later One', 'Pending'],
  ]);
  assert.deepEqual(done.map((booking: { event: { name: string } }) => booking.event.name), ['Done Already']);
  assert.ok(upcoming.every((booking: { enrollment: { userId: string } }) => booking.enrollment.userId === me.id));
  assert.equal(mine.length, 2);
  assert.equal((await t.request({ method: 'GET', url: '/cms/event/my-enrollments' })).statusCode, 401);
});
