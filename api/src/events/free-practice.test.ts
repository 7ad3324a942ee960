import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp, type TestMember, POSTGRES_ONLY } from '../../test/helpers.js';
import { topUpFreePractice } from './free-practice.js';
import { createEvent, dayFromToday, enrolled, eventForm, setMembership, userRow } from './test-support.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

function redeem(member: TestMember, enrollmentId: string, language: 'en' | 'zh' = 'en') {
  return t.request({ method: 'POST', url: '/cms/event/freepractice/use', token: member.token, language, payload: { enrollmentId } });
}

// The top-up tests run in the years 2098-2099, so memberships here run for a century.
const CENTURY = 36_600;

async function annualMember(freePractice?: number): Promise<TestMember> {
  const member = await t.signUpMember();
  await setMembership(t, member, { activated: true, expiresInDays: CENTURY, freePractice });
  return member;
}

test("an annual member redeems this month's credit on a Practice enrolment: Paid, count down", async () => {
  const member = await annualMember(0); // topped up to one on the way in
  const event = await createEvent(t, { type: 'Practice' });
  const enrollment = await enrolled(t, event._id, member);
  const response = await redeem(member, enrollment._id);
  assert.equal(response.statusCode, 200, response.body);
  const { enrollment: paid } = response.json();
  assert.deepEqual([paid.paymentStatus, paid.paidWith], ['Paid', 'freePractice']);
  assert.equal((await userRow(t, member)).noOfFreePractice, 0);
  const me = await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token });
  assert.equal(me.json().data.noOfFreePractice, 0);
});

test('only Practice events', async () => {
  const member = await annualMember(1);
  const event = await createEvent(t, { type: 'Coaching' });
  const response = await redeem(member, (await enrolled(t, event._id, member))._id);
  assert.deepEqual([response.statusCode, response.json().error], [400, 'Free practice can only be used for Practice events.']);
  assert.equal((await userRow(t, member)).noOfFreePractice, 1);
});

test('only a Pending enrolment, only your own', async () => {
  const member = await annualMember(2);
  const event = await createEvent(t, { type: 'Practice', priceMember: 0 });
  const free = await enrolled(t, event._id, member); // a free event is Paid at once
  const paid = await redeem(member, free._id);
  assert.deepEqual([paid.statusCode, paid.json().error], [409, 'Free practice can only be used for an unpaid enrollment.']);
  const other = await createEvent(t, { type: 'Practice' });
  const theirs = await enrolled(t, other._id, await t.signUpMember());
  const stranger = await redeem(member, theirs._id);
  assert.deepEqual([stranger.statusCode, stranger.json().error], [404, 'Enrollment not found.']);
  assert.equal((await userRow(t, member)).noOfFreePractice, 2);
});

test('no credit, no redemption (a guest gets no monthly top-up)', async () => {
  const guest = await t.signUpMember();
  const event = await createEvent(t, { type: 'Practice' });
  const response = await redeem(guest, (await enrolled(t, event._id, guest))._id, 'zh');
  assert.deepEqual([response.statusCode, response.json().error], [409, '你已沒有免費練習次數。']);
});

test('at most one free redemption a month, even with credits left', async () => {
  const member = await annualMember(3);
  const first = await createEvent(t, { type: 'Practice' });
  const second = await createEvent(t, { type: 'Practice' });
  assert.equal((await redeem(member, (await enrolled(t, first._id, member))._id)).statusCode, 200);
  const response = await redeem(member, (await enrolled(t, second._id, member))._id);
  assert.deepEqual([response.statusCode, response.json().error], [409, 'You have already used a free practice session this month.']);
  assert.equal((await userRow(t, member)).noOfFreePractice, 2);
});

test('at most five free redemptions per event, also when eight members press at once', async () => {
  const event = await createEvent(t, { type: 'Practice', maxParticipants: 20 });
  const members = await Promise.all(Array.from({ length: 8 }, () => annualMember(1)));
  const enrollments = await Promise.all(members.map((m) => enrolled(t, event._id, m)));
  const responses = await Promise.all(members.map((m, i) => redeem(m, enrollments[i]!._id)));
  assert.equal(responses.filter((r) => r.statusCode === 200).length, 5);
  const refused = responses.filter((r) => r.statusCode !== 200);
  assert.ok(refused.every((r) => r.statusCode === 409 && r.json().error === 'All free practice places for this event have been taken.'));
  const credits = await Promise.all(members.map((m) => userRow(t, m).then((u) => u.noOfFreePractice)));
  assert.equal(credits.filter((c) => c === 0).length, 5);
  assert.equal(credits.filter((c) => c === 1).length, 3);
});

test('the same member pressing twice at once redeems once', async () => {
  const member = await annualMember(1);
  const event = await createEvent(t, { type: 'Practice' });
  const enrollment = await enrolled(t, event._id, member);
  const responses = await Promise.all([redeem(member, enrollment._id), redeem(member, enrollment._id)]);
  assert.deepEqual(responses.map((r) => r.statusCode).sort(), [200, 409]);
  assert.equal((await userRow(t, member)).noOfFreePractice, 0);
});

test('redeeming ends the open checkout of the enrolment', async () => {
  const member = await annualMember(1);
  const event = await createEvent(t, { type: 'Practice' });
  const enrollment = await enrolled(t, event._id, member);
  const link = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: member.token, payload: { enrollmentId: enrollment._id } });
  assert.equal((await redeem(member, enrollment._id)).statusCode, 200);
  const page = await t.request({ method: 'GET', url: new URL(link.json().paymentLink).pathname });
  assert.match(page.body, /already been made|no longer valid/);
});

test('the monthly top-up: once a Hong Kong month, up to one, never piling up, admin counts kept', async () => {
  const zero = await annualMember(0);
  const three = await annualMember(3);
  const guest = await t.signUpMember();
  const lapsed = await t.signUpMember();
  await setMembership(t, lapsed, { activated: true, expiresInDays: -3, freePractice: 0 });

  // 1 March 2099, 00:30 in Hong Kong (still 28 February in UTC).
  const march = new Date('2099-02-28T16:30:00Z');
  assert.ok((await topUpFreePractice(t.app.db, march)) >= 2);
  assert.equal((await userRow(t, zero)).noOfFreePractice, 1);
  assert.equal((await userRow(t, three)).noOfFreePractice, 3);
  assert.equal((await userRow(t, guest)).noOfFreePractice, 0);
  assert.equal((await userRow(t, lapsed)).noOfFreePractice, 0);

  // Later the same month nothing more is given, even after the credit is spent.
  await setMembership(t, zero, { activated: true, expiresInDays: CENTURY, freePractice: 0 });
  assert.equal(await topUpFreePractice(t.app.db, new Date('2099-03-20T04:00:00Z'), zero.id), 0);
  assert.equal((await userRow(t, zero)).noOfFreePractice, 0);

  // Next month: back to one; an unused credit does not become two.
  await topUpFreePractice(t.app.db, new Date('2099-04-01T01:00:00Z'));
  assert.equal((await userRow(t, zero)).noOfFreePractice, 1);
  await topUpFreePractice(t.app.db, new Date('2099-05-01T01:00:00Z'));
  assert.equal((await userRow(t, zero)).noOfFreePractice, 1);
});

test('concurrent top-ups give one credit', POSTGRES_ONLY, async () => {
  const member = await annualMember(0);
  const may = new Date('2098-05-02T04:00:00Z');
  const counts = await Promise.all(Array.from({ length: 4 }, () => topUpFreePractice(t.app.db, may, member.id)));
  assert.equal(counts.reduce((a, b) => a + b, 0), 1);
  assert.equal((await userRow(t, member)).noOfFreePractice, 1);
});

test('no free practice on an event that has already taken place', async () => {
  const member = await annualMember(1);
  const event = await createEvent(t, { type: 'Practice' });
  const enrollment = await enrolled(t, event._id, member);
  await t.request({ method: 'PUT', url: `/cms/event/update/${event._id}`, token: await t.adminToken(), payload: eventForm({ date: dayFromToday(-1) }) });
  const response = await redeem(member, enrollment._id);
  assert.deepEqual([response.statusCode, response.json().error], [409, 'This event has already taken place.']);
  assert.equal((await userRow(t, member)).noOfFreePractice, 1);
});
