import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { mailOutbox } from '../mail/table.js';
import { createEvent, enrol, enrolForm } from './test-support.js';
import { events, eventWaitlist } from './table.js';
import { releaseExpiredHolds, waitlistSettingsOf } from './waitlist.js';

let t: TestApp;
let admin: string;
before(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
after(() => t.close());

const join = (eventId: string, who: TestMember, language: 'en' | 'zh' = 'en') => t.request({ method: 'POST', url: `/cms/event/waitlist/${eventId}`, token: who.token, language });
const leave = (eventId: string, who: TestMember) => t.request({ method: 'DELETE', url: `/cms/event/waitlist/${eventId}`, token: who.token });
const detail = async (eventId: string, who: TestMember) => (await t.request({ method: 'GET', url: `/cms/event/get/${eventId}`, token: who.token })).json();
const enrolAs = (eventId: string, who: TestMember) => enrol(t, eventId, who, { ...enrolForm, email: who.email });
const offersTo = async (who: TestMember) =>
  (await t.app.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(and(eq(mailOutbox.toAddress, who.email), eq(mailOutbox.kind, 'waitlist-offer')))).length;

async function heldPlaces(eventId: string) {
  const [row] = await t.app.db.select({ held: events.heldPlaces, current: events.currentParticipants }).from(events).where(eq(events.id, eventId));
  return row!;
}

/** An event with `places` places, filled by new members who paid in cash; returns them. */
async function fullEvent(places: number, name: string) {
  const event = await createEvent(t, { name, maxParticipants: places, priceMember: 50, priceNonMember: 50 });
  const enrolled: Array<{ who: TestMember; enrollmentId: string }> = [];
  for (let n = 0; n < places; n += 1) {
    const who = await t.signUpMember({ fullName: `${name} Member ${n}` });
    const response = await enrolAs(event._id, who);
    assert.equal(response.statusCode, 200, response.body);
    const enrollmentId = response.json().enrollment._id;
    assert.equal((await t.request({ method: 'POST', url: `/admin/event/enrollment/${enrollmentId}/mark-paid`, token: admin, payload: { method: 'cash' } })).statusCode, 200);
    enrolled.push({ who, enrollmentId });
  }
  return { event, enrolled };
}

test('only a full event has a waiting list; members join once and see their place in line', async () => {
  const open = await createEvent(t, { name: 'Still Open', maxParticipants: 5 });
  const someone = await t.signUpMember({ fullName: 'Early Bird' });
  const notFull = await join(open._id, someone, 'zh');
  assert.equal(notFull.statusCode, 409);
  assert.equal(notFull.json().error, '此活動仍有名額，請直接報名。');
  assert.equal((await t.request({ method: 'POST', url: `/cms/event/waitlist/${open._id}` })).statusCode, 401);

  const { event, enrolled } = await fullEvent(1, 'Full Clinic');
  const first = await t.signUpMember({ fullName: 'First In Line' });
  const second = await t.signUpMember({ fullName: 'Second In Line' });
  assert.deepEqual((await join(event._id, first)).json(), {
    status: 'ok',
    myWaitlist: { position: 1, holdUntil: null },
    myFamilyWaitlist: [{ personId: first.id, self: true, name: 'First In Line', position: 1, holdUntil: null }],
  });
  assert.deepEqual((await join(event._id, second)).json().myWaitlist, { position: 2, holdUntil: null });
  assert.equal((await join(event._id, first)).statusCode, 409, 'once');
  assert.equal((await join(event._id, enrolled[0]!.who)).json().error, 'You are already enrolled in this event.');
  assert.deepEqual((await detail(event._id, second)).myWaitlist, { position: 2, holdUntil: null });
  assert.equal((await detail(event._id, someone)).myWaitlist, null);
  assert.equal((await join('no-such-event', first)).statusCode, 404);

  assert.equal((await leave(event._id, first)).statusCode, 200);
  assert.deepEqual((await detail(event._id, second)).myWaitlist, { position: 1, holdUntil: null }, 'moves up');
  assert.equal((await leave(event._id, first)).statusCode, 404);
});

test('a freed place is held for the first in line, who is told; nobody else can take it; the holder can', async () => {
  const { event, enrolled } = await fullEvent(2, 'Hold Night');
  const first = await t.signUpMember({ fullName: 'Holder' });
  const second = await t.signUpMember({ fullName: 'Next Holder' });
  const outsider = await t.signUpMember({ fullName: 'Outsider' });
  await join(event._id, first);
  await join(event._id, second);

  // A member's place is refunded.
  const refunded = await t.request({ method: 'POST', url: `/admin/event/enrollment/${enrolled[0]!.enrollmentId}/refund`, token: admin });
  assert.equal(refunded.statusCode, 200, refunded.body);
  const mine = (await detail(event._id, first)).myWaitlist;
  assert.equal(mine.position, 0);
  const hours = (Date.parse(mine.holdUntil) - Date.now()) / 3_600_000;
  assert.ok(hours > 23.9 && hours <= 24, `held for WAITLIST_HOLD_HOURS (${hours})`);
  assert.equal(await offersTo(first), 1, 'the holder is told by mail');
  assert.deepEqual(await heldPlaces(event._id), { held: 1, current: 1 });
  assert.equal((await detail(event._id, outsider)).event.heldPlaces, 1);

  const taken = await enrolAs(event._id, outsider);
  assert.equal(taken.statusCode, 409);
  assert.equal(taken.json().error, 'This event is full.');
  assert.deepEqual((await detail(event._id, second)).myWaitlist, { position: 1, holdUntil: null });

  assert.equal((await enrolAs(event._id, first)).statusCode, 200);
  assert.deepEqual(await heldPlaces(event._id), { held: 0, current: 2 });
  assert.equal((await detail(event._id, first)).myWaitlist, null, 'off the list once enrolled');
});

test('an unused hold passes to the next in line; so does a hold its member gives up', async () => {
  const { event, enrolled } = await fullEvent(1, 'Pass On');
  const first = await t.signUpMember({ fullName: 'Too Late' });
  const second = await t.signUpMember({ fullName: 'Gives Up' });
  const third = await t.signUpMember({ fullName: 'Finally' });
  for (const who of [first, second, third]) await join(event._id, who);
  await t.request({ method: 'POST', url: `/admin/event/enrollment/${enrolled[0]!.enrollmentId}/refund`, token: admin });
  assert.equal((await detail(event._id, first)).myWaitlist.position, 0);

  // The hold runs out: the scheduled job passes it on.
  await t.app.db.update(eventWaitlist).set({ holdUntil: new Date(Date.now() - 1000) }).where(and(eq(eventWaitlist.eventId, event._id), eq(eventWaitlist.userId, first.id)));
  const released = await t.app.db.transaction((tx) => releaseExpiredHolds(tx, waitlistSettingsOf(t.app.config)));
  assert.equal(released, 1);
  assert.equal((await detail(event._id, first)).myWaitlist, null);
  assert.equal((await detail(event._id, second)).myWaitlist.position, 0);
  assert.equal(await offersTo(second), 1);
  assert.equal((await enrolAs(event._id, first)).statusCode, 409, 'the lapsed holder no longer has it');

  assert.equal((await leave(event._id, second)).statusCode, 200);
  assert.equal((await detail(event._id, third)).myWaitlist.position, 0, 'given up: the next one holds it');
  assert.deepEqual(await heldPlaces(event._id), { held: 1, current: 0 });
});

test('more places offer holds to as many in line', async () => {
  const { event } = await fullEvent(1, 'Grows');
  const waiting = [await t.signUpMember({ fullName: 'W1' }), await t.signUpMember({ fullName: 'W2' }), await t.signUpMember({ fullName: 'W3' })];
  for (const who of waiting) await join(event._id, who);
  const current = (await t.request({ method: 'GET', url: `/cms/event/get/${event._id}`, token: admin })).json().event;
  const { _id, currentParticipants: _current, heldPlaces: _held, ...fields } = current;
  const grown = await t.request({ method: 'PUT', url: `/cms/event/update/${_id}`, token: admin, payload: { ...fields, maxParticipants: 3 } });
  assert.equal(grown.statusCode, 200, grown.body);
  assert.deepEqual(
    await Promise.all(waiting.map(async (who) => (await detail(event._id, who)).myWaitlist.position)),
    [0, 0, 1],
  );
  assert.deepEqual(await heldPlaces(event._id), { held: 2, current: 1 });
});

test('two members racing for the last place while it is held: the holder gets it, the other is refused', async () => {
  for (let round = 0; round < 3; round += 1) {
    const { event, enrolled } = await fullEvent(1, `Race ${round}`);
    const holder = await t.signUpMember({ fullName: `Race Holder ${round}` });
    const rival = await t.signUpMember({ fullName: `Race Rival ${round}` });
    await join(event._id, holder);
    await t.request({ method: 'POST', url: `/admin/event/enrollment/${enrolled[0]!.enrollmentId}/refund`, token: admin });
    const [mine, theirs] = await Promise.all([enrolAs(event._id, holder), enrolAs(event._id, rival)]);
    assert.equal(mine.statusCode, 200, mine.body);
    assert.equal(theirs.statusCode, 409, theirs.body);
    assert.deepEqual(await heldPlaces(event._id), { held: 0, current: 1 });
  }
});

test('a place freed while two members join at once is offered once, to the first', async () => {
  const { event, enrolled } = await fullEvent(1, 'Join Race');
  const a = await t.signUpMember({ fullName: 'Joiner A' });
  const b = await t.signUpMember({ fullName: 'Joiner B' });
  await join(event._id, a);
  await join(event._id, b);
  const refunds = await Promise.all([
    t.request({ method: 'POST', url: `/admin/event/enrollment/${enrolled[0]!.enrollmentId}/refund`, token: admin }),
    t.app.db.transaction((tx) => releaseExpiredHolds(tx, waitlistSettingsOf(t.app.config))),
  ]);
  assert.equal(refunds[0].statusCode, 200);
  assert.deepEqual(await heldPlaces(event._id), { held: 1, current: 0 });
  assert.equal((await detail(event._id, a)).myWaitlist.position, 0);
  assert.equal((await detail(event._id, b)).myWaitlist.position, 1);
});
