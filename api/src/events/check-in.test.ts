import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { createEvent, dayFromToday, enrolled, eventForm, payInSandbox } from './test-support.js';

let t: TestApp;
let member: TestMember;
let admin: string;
before(async () => {
  t = await startTestApp();
  member = await t.signUpMember();
  admin = await t.adminToken();
});
after(() => t.close());

function checkIn(code: unknown, language: 'en' | 'zh' = 'en') {
  return t.request({ method: 'POST', url: '/admin/event/checkin', token: admin, language, payload: { code } });
}

/** A paid enrolment in an event on `days` from today (the door admits only on the day). */
async function paidEnrolment(days = 0) {
  const event = await createEvent(t, { date: dayFromToday(days), time: '23:59:00' });
  const enrollment = await enrolled(t, event._id, member);
  const link = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: member.token, payload: { enrollmentId: enrollment._id } });
  await payInSandbox(t, link.json().paymentLink);
  return { event, enrollment };
}

test('a paid entry code is admitted once; the second scan says alreadyCheckedIn with the first time', async () => {
  const { event, enrollment } = await paidEnrolment();
  const code = `GBEVT:${event._id}:${enrollment._id}`;
  const first = await checkIn(code);
  assert.equal(first.statusCode, 200, first.body);
  const body = first.json();
  assert.equal(body.status, 'ok');
  assert.equal(body.result, 'checkedIn');
  assert.equal(body.enrollment._id, enrollment._id);
  assert.equal(body.event._id, event._id);
  assert.ok(Date.parse(body.checkedInAt) > 0);
  assert.deepEqual(body.headcount, { enrolled: 1, paid: 1, checkedIn: 1 }, 'the live count at the door');
  assert.equal(body.today, true);

  // Typed by hand, in lower case with spaces: the same code.
  const second = await checkIn(` ${code.toLowerCase().replace(':', ' : ')} `);
  assert.equal(second.statusCode, 200);
  assert.equal(second.json().result, 'alreadyCheckedIn');
  assert.equal(second.json().checkedInAt, body.checkedInAt);
  assert.equal(second.json().enrollment.checkedInAt, body.checkedInAt);
});

test('two scanners reading one code at the same moment admit it once', async () => {
  const { event, enrollment } = await paidEnrolment();
  const code = `GBEVT:${event._id}:${enrollment._id}`;
  const results = await Promise.all(Array.from({ length: 4 }, () => checkIn(code).then((r) => r.json().result)));
  assert.deepEqual(results.sort(), ['alreadyCheckedIn', 'alreadyCheckedIn', 'alreadyCheckedIn', 'checkedIn']);
});

test('an unpaid enrolment is reported, not admitted', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const response = await checkIn(`GBEVT:${event._id}:${enrollment._id}`);
  assert.equal(response.statusCode, 200);
  assert.equal(response.json().result, 'unpaid');
  assert.equal(response.json().checkedInAt, null);
  assert.equal(response.json().enrollment.paymentStatus, 'Pending');
});

test('an unknown enrolment, or one of another event, is notFound (404)', async () => {
  const { enrollment } = await paidEnrolment();
  const other = await createEvent(t);
  for (const code of [`GBEVT:${other._id}:${enrollment._id}`, `GBEVT:${other._id}:missing`]) {
    const response = await checkIn(code);
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { status: 'nok', error: 'No enrollment matches this entry code.', result: 'notFound' });
  }
});

test('a malformed code is a 400 with a clear message', async () => {
  for (const code of ['hello', 'GBEVT:only-one', 'XXEVT:a:b', 'GBEVT:a:b:c', '']) {
    const response = await checkIn(code);
    assert.equal(response.statusCode, 400, code);
    assert.equal(response.json().error, 'This is not an event entry code.');
  }
  assert.equal((await checkIn('nope', 'zh')).json().error, '這不是活動入場二維碼。');
  assert.equal((await checkIn(42)).statusCode, 400);
});

test('a code for another day records nothing and says which day it is for; on the day it admits', async () => {
  const { event, enrollment } = await paidEnrolment(7);
  const code = `GBEVT:${event._id}:${enrollment._id}`;
  for (const attempt of [1, 2]) {
    const early = await checkIn(code);
    assert.equal(early.statusCode, 200, early.body);
    assert.equal(early.json().result, 'wrongDay', `scan ${attempt}`);
    assert.equal(early.json().today, false);
    assert.equal(early.json().event.date, dayFromToday(7), 'the day the code is for');
    assert.equal(early.json().checkedInAt, null, 'nothing recorded');
    assert.equal(early.json().headcount.checkedIn, 0);
  }
  // On the real day (the event moved to today stands in for a week passing) the code admits once.
  const moved = await t.request({ method: 'PUT', url: `/cms/event/update/${event._id}`, token: admin, payload: eventForm({ date: dayFromToday(0), time: '23:59:00' }) });
  assert.equal(moved.statusCode, 200, moved.body);
  const onTheDay = await checkIn(code);
  assert.equal(onTheDay.json().result, 'checkedIn');
  assert.equal(onTheDay.json().today, true);
});

test('the short manual code under the QR checks in too, typed in any case, with or without its dash', async () => {
  const { enrollment } = await paidEnrolment();
  const { entryCode } = enrollment as unknown as { entryCode: string };
  assert.match(entryCode, /^[0-9A-F]{4}-[0-9A-F]{4}$/, 'short enough to type');
  const typed = await checkIn(` ${entryCode.replace('-', '').toLowerCase()} `);
  assert.equal(typed.statusCode, 200, typed.body);
  assert.equal(typed.json().result, 'checkedIn');
  assert.equal(typed.json().enrollment._id, enrollment._id);
  assert.equal(typed.json().enrollment.entryCode, entryCode);
  assert.equal((await checkIn(entryCode)).json().result, 'alreadyCheckedIn');
  // A code of another day is found by its event and refused with its day.
  const { event: later, enrollment: early } = await paidEnrolment(5);
  const refused = await checkIn((early as unknown as { entryCode: string }).entryCode);
  assert.deepEqual([refused.json().result, refused.json().event._id], ['wrongDay', later._id]);
  const unknown = await checkIn('0000-0000');
  assert.deepEqual([unknown.statusCode, unknown.json().result], [404, 'notFound']);
});
