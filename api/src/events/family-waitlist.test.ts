// The waiting list per person (issue 39, decision 97): a guardian puts themselves and/or their
// juniors on a full event's list, one entry each; a freed place is held for one person, and either
// guardian can take it by enrolling that person. PGlite and PostgreSQL (the race on PostgreSQL only).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { clubToday } from '@golf/contract/family';
import { POSTGRES_ONLY, startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { familyGuardians } from '../family/table.js';
import { mailOutbox } from '../mail/table.js';
import { createEvent, enrol, enrolForm } from './test-support.js';
import { events, eventWaitlist } from './table.js';

let t: TestApp;
let admin: string;
before(async () => {
  t = await startTestApp({ config: { rateLimitPerMinute: 10_000 }, logger: { level: 'error' } });
  admin = await t.adminToken();
});
after(() => t.close());

const bornYearsAgo = (years: number) => `${Number(clubToday().slice(0, 4)) - years}${clubToday().slice(4)}`;

async function addJunior(parent: TestMember, name: { zh?: string; en?: string }, years: number): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/cms/family/juniors', token: parent.token, payload: { name, dateOfBirth: bornYearsAgo(years) } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().junior._id;
}

/** A parent with two juniors, and a second guardian of the same family. */
async function family(label: string) {
  const parent = await t.signUpMember({ fullName: `${label} Parent` });
  const elder = await addJunior(parent, { zh: '陳小明', en: `${label} Elder` }, 12);
  const younger = await addJunior(parent, { en: `${label} Younger` }, 8);
  const other = await t.signUpMember({ fullName: `${label} Other Guardian` });
  const [guard] = await t.app.db.select().from(familyGuardians).where(eq(familyGuardians.userId, parent.id));
  await t.app.db.insert(familyGuardians).values({ familyId: guard!.familyId, userId: other.id });
  return { parent, other, elder, younger };
}

/** An event of `places` places, taken by members paying cash; returns their enrolment ids. */
async function fullEvent(places: number, name: string) {
  const event = await createEvent(t, { name, maxParticipants: places, priceMember: 50, priceNonMember: 50 });
  const taken: string[] = [];
  for (let n = 0; n < places; n += 1) {
    const who = await t.signUpMember({ fullName: `${name} Member ${n}` });
    const response = await enrol(t, event._id, who, { ...enrolForm, email: who.email });
    assert.equal(response.statusCode, 200, response.body);
    taken.push(response.json().enrollment._id);
    assert.equal((await t.request({ method: 'POST', url: `/admin/event/enrollment/${taken[n]}/mark-paid`, token: admin, payload: { method: 'cash' } })).statusCode, 200);
  }
  return { event, taken };
}

const join = (eventId: string, who: TestMember, participants?: unknown) =>
  t.request({ method: 'POST', url: `/cms/event/waitlist/${eventId}`, token: who.token, ...(participants === undefined ? {} : { payload: { participants } }) });
const leave = (eventId: string, who: TestMember, personId?: string) =>
  t.request({ method: 'DELETE', url: `/cms/event/waitlist/${eventId}${personId ? `?personId=${encodeURIComponent(personId)}` : ''}`, token: who.token });
const refund = (enrollmentId: string) => t.request({ method: 'POST', url: `/admin/event/enrollment/${enrollmentId}/refund`, token: admin });
async function detail(eventId: string, who: TestMember) {
  const response = await t.request({ method: 'GET', url: `/cms/event/get/${eventId}`, token: who.token });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}
/** Each family member on the list: [personId, position, held]. */
const places = async (eventId: string, who: TestMember) =>
  (await detail(eventId, who)).myFamilyWaitlist.map((entry: { personId: string; position: number; holdUntil: string | null }) => [entry.personId, entry.position, entry.holdUntil !== null]);
async function counts(eventId: string) {
  const [row] = await t.app.db.select({ held: events.heldPlaces, current: events.currentParticipants }).from(events).where(eq(events.id, eventId));
  return row!;
}

describe('a guardian waits for several people', () => {
  test('two juniors wait; one place frees: the first in line holds it, named in the mail, and the other guardian books it', async () => {
    const { parent, other, elder, younger } = await family('Wait');
    const { event, taken } = await fullEvent(2, 'Family Wait');
    const stranger = await t.signUpMember({ fullName: 'Stranger In Line' });

    const joined = await join(event._id, parent, [younger, elder]);
    assert.equal(joined.statusCode, 200, joined.body);
    assert.equal(joined.json().myWaitlist, null, 'the guardian themselves is not on it');
    assert.deepEqual(
      joined.json().myFamilyWaitlist.map((entry: { personId: string; name: string; position: number; self: boolean }) => [entry.personId, entry.name, entry.position, entry.self]),
      // The page's order (eldest first), each with their own place in line (the order asked).
      [
        [elder, '陳小明 Wait Elder', 2, false],
        [younger, 'Wait Younger', 1, false],
      ],
    );
    assert.equal((await join(event._id, stranger)).statusCode, 200);
    assert.deepEqual(await places(event._id, other), [[elder, 2, false], [younger, 1, false]], 'the other guardian sees them too');
    assert.deepEqual((await detail(event._id, stranger)).myWaitlist, { position: 3, holdUntil: null });

    // The admins see each person and who put a junior on the list.
    const list = (await t.request({ method: 'GET', url: `/admin/event/${event._id}/enrollments`, token: admin })).json().waitlist;
    assert.deepEqual(
      list.map((entry: { personId: string; fullName: string; guardianName: string | null; email: string; position: number }) => [entry.personId, entry.fullName, entry.guardianName, entry.email, entry.position]),
      [
        [younger, 'Wait Younger', 'Wait Parent', parent.email, 1],
        [elder, '陳小明 Wait Elder', 'Wait Parent', parent.email, 2],
        [stranger.id, 'Stranger In Line', null, stranger.email, 3],
      ],
    );

    // The CSV's waiting-list rows: the junior, with the guardian who put them on it.
    const csv = (await t.request({ method: 'GET', url: `/admin/event/${event._id}/enrollments.csv`, token: admin, language: 'en' })).body;
    const juniorLine = csv.split('\r\n').find((line) => line.startsWith('Wait Younger,'));
    assert.ok(juniorLine?.includes('Waiting list no. 1') && juniorLine.includes('Wait Parent'), csv);
    assert.ok(!csv.split('\r\n').find((line) => line.startsWith('Stranger In Line,'))!.includes('Wait Parent'));

    assert.equal((await refund(taken[0]!)).statusCode, 200);
    assert.deepEqual(await places(event._id, parent), [[elder, 1, false], [younger, 0, true]], 'one place, one person');
    assert.deepEqual(await counts(event._id), { held: 1, current: 1 });
    const offers = await t.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, parent.email), eq(mailOutbox.kind, 'waitlist-offer')));
    assert.equal(offers.length, 1);
    assert.match(offers[0]!.textBody, /Wait Younger/, 'the mail names the junior');

    // Another person is not the holder: refused; the second guardian books the held place.
    assert.equal((await enrol(t, event._id, other, { ...enrolForm, participants: [elder] })).statusCode, 409);
    const booked = await enrol(t, event._id, other, { ...enrolForm, participants: [younger] });
    assert.equal(booked.statusCode, 200, booked.body);
    assert.equal(booked.json().enrollment.personId, younger);
    assert.deepEqual(await counts(event._id), { held: 0, current: 2 });
    assert.deepEqual(await places(event._id, parent), [[elder, 1, false]], 'off the list once enrolled');
    assert.equal((await join(event._id, parent, [younger])).statusCode, 409, 'enrolled: no list');
  });

  test('leaving one person keeps the others; leaving without a person takes everyone the caller manages', async () => {
    const { parent, other, elder, younger } = await family('Leave');
    const { event, taken } = await fullEvent(1, 'Family Leave');
    assert.equal((await join(event._id, parent, [parent.id, elder, younger])).statusCode, 200);
    assert.deepEqual((await detail(event._id, parent)).myWaitlist, { position: 1, holdUntil: null });

    assert.equal((await leave(event._id, other, elder)).statusCode, 200, 'either guardian');
    assert.deepEqual(await places(event._id, parent), [[parent.id, 1, false], [younger, 2, false]]);
    assert.equal((await leave(event._id, parent, elder)).statusCode, 404, 'not on it any more');

    // A held place given up passes on to the next person.
    assert.equal((await refund(taken[0]!)).statusCode, 200);
    assert.deepEqual(await places(event._id, parent), [[parent.id, 0, true], [younger, 1, false]]);
    assert.equal((await leave(event._id, parent, parent.id)).statusCode, 200);
    assert.deepEqual(await places(event._id, parent), [[younger, 0, true]]);
    assert.deepEqual(await counts(event._id), { held: 1, current: 0 });

    const all = await leave(event._id, other);
    assert.equal(all.statusCode, 200, all.body);
    assert.deepEqual(all.json().myFamilyWaitlist, []);
    assert.deepEqual(await counts(event._id), { held: 0, current: 0 });
  });

  test('with one place left, a pair waits and the one place is held at once for the first of them', async () => {
    const { parent, elder, younger } = await family('Short');
    const event = await createEvent(t, { name: 'One Left', maxParticipants: 1, priceMember: 50, priceNonMember: 50 });
    assert.equal((await join(event._id, parent, [elder])).statusCode, 409, 'a place for all of them: enrol instead');
    assert.equal((await join(event._id, parent, [elder, younger])).statusCode, 200);
    assert.deepEqual(await places(event._id, parent), [[elder, 0, true], [younger, 1, false]]);
    assert.deepEqual(await counts(event._id), { held: 1, current: 0 });
  });

  test('hostile and broken inputs are refused in the envelope', async () => {
    const { parent, elder } = await family('Hostile');
    const { other: otherFamilyGuardian, younger: theirs } = await family('Theirs');
    const { event } = await fullEvent(1, 'Family Hostile');
    const cases: Array<[unknown, number]> = [
      [[theirs], 403],
      [['no-such-person'], 404],
      [[elder, elder], 400],
      [[], 400],
      ['elder', 400],
      [[otherFamilyGuardian.id], 404],
    ];
    for (const [participants, status] of cases) {
      const response = await join(event._id, parent, participants);
      assert.equal(response.statusCode, status, `${JSON.stringify(participants)}: ${response.body}`);
      assert.equal(typeof response.json().error, 'string');
    }
    assert.equal((await leave(event._id, parent, theirs)).statusCode, 403);
    assert.equal((await leave(event._id, parent, 'no-such-person')).statusCode, 404);
    assert.equal((await join(event._id, parent, [elder])).statusCode, 200);
    const again = await join(event._id, parent, [parent.id, elder]);
    assert.equal(again.statusCode, 409, 'already on it: nobody added');
    assert.deepEqual(await places(event._id, parent), [[elder, 1, false]]);
    assert.equal((await t.app.db.select().from(eventWaitlist).where(eq(eventWaitlist.eventId, event._id))).length, 1);
  });

  test('both guardians putting the same junior on the list at once make one entry', POSTGRES_ONLY, async () => {
    for (let round = 0; round < 5; round += 1) {
      const { parent, other, elder, younger } = await family(`Race ${round}`);
      const { event } = await fullEvent(1, `Family Race ${round}`);
      const answers = await Promise.all([join(event._id, parent, [elder, younger]), join(event._id, other, [younger]), join(event._id, other, [elder])]);
      assert.ok(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409), answers.map((answer) => answer.body).join(' '));
      const rows = await t.app.db.select({ personId: eventWaitlist.personId }).from(eventWaitlist).where(eq(eventWaitlist.eventId, event._id));
      assert.deepEqual(rows.map((row) => row.personId).sort(), [elder, younger].sort(), 'one entry per person');
    }
  });
});
