// Enrolling a family (issue 39 point 3, DESIGN §10): a guardian books themselves and/or their
// juniors in one call, all of them or none, pays once, and each participant holds their own place,
// entry code and refund. PGlite and PostgreSQL (the concurrency tests on PostgreSQL only).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { clubToday } from '@golf/contract/family';
import { POSTGRES_ONLY, startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { mailOutbox } from '../mail/table.js';
import { payments } from '../payments/table.js';
import { familyGuardians } from '../family/table.js';
import { createEvent, dayFromToday, enrol, enrolForm, payInSandbox, setMembership } from './test-support.js';

let t: TestApp;
before(async () => {
  t = await startTestApp({ config: { rateLimitPerMinute: 10_000 } });
});
after(() => t.close());

const bornYearsAgo = (years: number) => `${Number(clubToday().slice(0, 4)) - years}${clubToday().slice(4)}`;

async function addJunior(parent: TestMember, name: { zh?: string; en?: string }, years = 10): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/cms/family/juniors', token: parent.token, payload: { name, dateOfBirth: bornYearsAgo(years) } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().junior._id;
}

/** A parent with two juniors. */
async function family(): Promise<{ parent: TestMember; elder: string; younger: string }> {
  const parent = await t.signUpMember({ fullName: 'Chan Tai Man' });
  const elder = await addJunior(parent, { zh: '陳小明', en: 'Chan Siu Ming' }, 12);
  const younger = await addJunior(parent, { en: 'Chan Siu Fong' }, 8);
  return { parent, elder, younger };
}

const enrolFor = (eventId: string, member: TestMember, participants: unknown) => enrol(t, eventId, member, { ...enrolForm, participants });

async function detail(eventId: string, member: TestMember) {
  const response = await t.request({ method: 'GET', url: `/cms/event/get/${eventId}`, token: member.token });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

describe('a guardian enrols the family', () => {
  test('themselves and two juniors in one call: a place, a price and an entry code each; one checkout pays all', async () => {
    const { parent, elder, younger } = await family();
    await setMembership(t, parent, { activated: true });
    const event = await createEvent(t, { maxParticipants: 10, priceMember: 100, priceNonMember: 180 });

    const response = await enrolFor(event._id, parent, [parent.id, elder, younger]);
    assert.equal(response.statusCode, 200, response.body);
    const { enrollments } = response.json();
    assert.deepEqual(
      enrollments.map((row: { personId: string; fullName: string; price: number; userId: string }) => [row.personId, row.fullName, row.price, row.userId]),
      [
        [parent.id, 'Chan Tai Man', 100, parent.id],
        // A junior pays the non-member price until juniors hold memberships (issue 39 point 4).
        [elder, '陳小明 Chan Siu Ming', 180, parent.id],
        [younger, 'Chan Siu Fong', 180, parent.id],
      ],
    );
    assert.equal(new Set(enrollments.map((row: { entryCode: string }) => row.entryCode)).size, 3);
    const page = await detail(event._id, parent);
    assert.equal(page.event.currentParticipants, 3);
    assert.equal(page.myEnrollment.personId, parent.id);
    assert.deepEqual(
      page.myFamily.map((person: { personId: string; self: boolean; price: number; enrollment: { _id: string } | null }) => [person.personId, person.self, person.price, person.enrollment?._id]),
      [
        [parent.id, true, 100, enrollments[0]._id],
        [elder, false, 180, enrollments[1]._id],
        [younger, false, 180, enrollments[2]._id],
      ],
    );
    // The mail about a junior's place goes to the guardian and names the junior.
    const held = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, parent.email));
    assert.ok(
      held.some((mail) => mail.kind === 'enrolment-held' && /Participant: Chan Siu Fong|參加者：Chan Siu Fong/.test(mail.textBody)),
      'a held mail names the junior',
    );

    const checkout = await t.request({
      method: 'POST',
      url: '/cms/event/payment/create',
      token: parent.token,
      payload: { enrollmentIds: enrollments.map((row: { _id: string }) => row._id) },
    });
    assert.equal(checkout.statusCode, 200, checkout.body);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, checkout.json().paymentLinkId));
    assert.equal(payment!.amountCents, 100_00 + 180_00 + 180_00);
    // Asked again with the same places: the same checkout.
    const again = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: parent.token, payload: { enrollmentIds: [enrollments[2]._id, enrollments[0]._id, enrollments[1]._id] } });
    assert.equal(again.json().paymentLinkId, checkout.json().paymentLinkId);
    await payInSandbox(t, checkout.json().paymentLink);
    const paid = await detail(event._id, parent);
    assert.deepEqual(
      paid.myFamily.map((person: { enrollment: { paymentStatus: string; paidWith: string } }) => [person.enrollment.paymentStatus, person.enrollment.paidWith]),
      [
        ['Paid', 'payment'],
        ['Paid', 'payment'],
        ['Paid', 'payment'],
      ],
    );
    const receipts = (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, parent.email))).filter((mail) => mail.kind === 'enrolment-receipt');
    assert.equal(receipts.length, 3);

    // One participant's place refunded: their share only; the others stay paid.
    const refund = await t.request({ method: 'POST', url: `/admin/event/enrollment/${enrollments[1]._id}/refund`, token: await t.adminToken() });
    assert.equal(refund.statusCode, 200, refund.body);
    assert.equal(refund.json().refund.amount, 180);
    const after = await detail(event._id, parent);
    assert.equal(after.event.currentParticipants, 2);
    assert.deepEqual(after.myFamily.map((person: { enrollment: { paymentStatus: string } | null }) => person.enrollment?.paymentStatus ?? null), ['Paid', null, 'Paid']);
  });

  test('a junior with a place to come cannot be removed until the place is cancelled', async () => {
    const { parent, elder } = await family();
    const event = await createEvent(t, { maxParticipants: 5 });
    const place = (await enrolFor(event._id, parent, [elder])).json().enrollment;
    const remove = () => t.request({ method: 'DELETE', url: `/cms/family/juniors/${elder}`, token: parent.token, language: 'en' });
    const refused = await remove();
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().error, 'This junior has places in events to come. Cancel them first, then remove the junior.');
    assert.equal((await t.request({ method: 'DELETE', url: `/cms/event/enroll/${place._id}`, token: parent.token })).statusCode, 200);
    assert.equal((await remove()).statusCode, 200);
  });

  test('a junior alone, then one more: each once; enrolling the same person again is refused', async () => {
    const { parent, elder, younger } = await family();
    const event = await createEvent(t, { maxParticipants: 5 });
    assert.equal((await enrolFor(event._id, parent, [elder])).json().enrollment.personId, elder);
    const twice = await enrolFor(event._id, parent, [younger, elder]);
    assert.equal(twice.statusCode, 409, twice.body);
    assert.equal(twice.json().error, 'You are already enrolled in this event.');
    // The guardian's own place is still free for them.
    const self = await enrol(t, event._id, parent);
    assert.equal(self.statusCode, 200, self.body);
    assert.equal((await detail(event._id, parent)).event.currentParticipants, 2);
  });

  test('all of them or none: a pair is refused when one place is left, and nothing is taken', async () => {
    const { parent, elder, younger } = await family();
    const event = await createEvent(t, { maxParticipants: 2 });
    await enrol(t, event._id, await t.signUpMember());
    const pair = await enrolFor(event._id, parent, [elder, younger]);
    assert.equal(pair.statusCode, 409, pair.body);
    assert.equal(pair.json().error, 'There are not enough places left for everyone you chose. Choose fewer people or join the waiting list.');
    assert.equal((await detail(event._id, parent)).event.currentParticipants, 1);
    assert.equal((await enrolFor(event._id, parent, [younger])).statusCode, 200);
  });

  test("another family's junior is 403, an unknown person 404, and a bad list 400, with nothing taken", async () => {
    const { elder } = await family();
    const stranger = await t.signUpMember();
    await addJunior(stranger, { en: 'Wong Siu Ming' });
    const event = await createEvent(t, { maxParticipants: 5 });
    const theirs = await enrolFor(event._id, stranger, [elder]);
    assert.equal(theirs.statusCode, 403, theirs.body);
    assert.equal((await enrolFor(event._id, stranger, ['no-such-person'])).statusCode, 404);
    for (const bad of [[], [stranger.id, stranger.id], 'everyone', [42], Array.from({ length: 14 }, (_, i) => `p${i}`), [''], [null]]) {
      const response = await enrolFor(event._id, stranger, bad);
      assert.equal(response.statusCode, 400, `${JSON.stringify(bad)}: ${response.body}`);
      assert.equal(typeof response.json().error, 'string');
    }
    // A member without juniors books only themselves: a person id that is not theirs is not a family's.
    const loner = await t.signUpMember();
    assert.equal((await enrolFor(event._id, loner, [stranger.id])).statusCode, 404);
    assert.equal((await detail(event._id, stranger)).event.currentParticipants, 0);
    assert.deepEqual((await detail(event._id, loner)).myFamily, []);
  });

  test("a checkout is for the caller's own places of one event; a free practice credit pays only the caller's own place", async () => {
    const { parent, elder } = await family();
    await setMembership(t, parent, { activated: true, freePractice: 3 });
    const one = await createEvent(t, { maxParticipants: 5 });
    const two = await createEvent(t, { maxParticipants: 5 });
    const a = (await enrolFor(one._id, parent, [elder])).json().enrollment;
    const b = (await enrolFor(two._id, parent, [elder])).json().enrollment;
    const mixed = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: parent.token, payload: { enrollmentIds: [a._id, b._id] } });
    assert.equal(mixed.statusCode, 400, mixed.body);
    const other = await t.signUpMember();
    const notMine = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: other.token, payload: { enrollmentIds: [a._id] } });
    assert.equal(notMine.statusCode, 404, notMine.body);
    for (const payload of [{}, { enrollmentId: a._id, enrollmentIds: [a._id] }, { enrollmentIds: [] }, { enrollmentIds: 'x' }]) {
      assert.equal((await t.request({ method: 'POST', url: '/cms/event/payment/create', token: parent.token, payload })).statusCode, 400, JSON.stringify(payload));
    }
    const credit = await t.request({ method: 'POST', url: '/cms/event/freepractice/use', token: parent.token, payload: { enrollmentId: a._id } });
    assert.equal(credit.statusCode, 409, credit.body);
    assert.equal(credit.json().error, 'A free practice credit pays for your own place only.');
  });

  test('a checkout for one place ends when the family pays together; cancelling one place ends the shared checkout', async () => {
    const { parent, elder, younger } = await family();
    const event = await createEvent(t, { maxParticipants: 5 });
    const [a, b] = (await enrolFor(event._id, parent, [elder, younger])).json().enrollments;
    const single = (await t.request({ method: 'POST', url: '/cms/event/payment/create', token: parent.token, payload: { enrollmentId: a._id } })).json();
    const both = (await t.request({ method: 'POST', url: '/cms/event/payment/create', token: parent.token, payload: { enrollmentIds: [a._id, b._id] } })).json();
    assert.notEqual(single.paymentLinkId, both.paymentLinkId);
    const [ended] = await t.app.db.select().from(payments).where(eq(payments.id, single.paymentLinkId));
    assert.equal(ended!.status, 'expired');
    const cancel = await t.request({ method: 'DELETE', url: `/cms/event/enroll/${b._id}`, token: parent.token });
    assert.equal(cancel.statusCode, 200, cancel.body);
    const [shared] = await t.app.db.select().from(payments).where(eq(payments.id, both.paymentLinkId));
    assert.equal(shared!.status, 'expired');
    assert.equal((await detail(event._id, parent)).event.currentParticipants, 1);
  });
});

describe('both guardians', () => {
  test("a junior's place booked by one guardian is seen, paid and cancelled by the other; a stranger's reads as missing", async () => {
    const { parent, elder, younger } = await family();
    const other = await t.signUpMember({ fullName: 'Wong Mei' });
    const [guard] = await t.app.db.select().from(familyGuardians).where(eq(familyGuardians.userId, parent.id));
    await t.app.db.insert(familyGuardians).values({ familyId: guard!.familyId, userId: other.id });
    const event = await createEvent(t, { maxParticipants: 5 });
    const [a, b] = (await enrolFor(event._id, parent, [elder, younger])).json().enrollments;

    const seen = await detail(event._id, other);
    assert.deepEqual(seen.myFamily.map((person: { enrollment: { _id: string } | null }) => person.enrollment?._id ?? null), [null, a._id, b._id]);
    const bookings = (await t.request({ method: 'GET', url: '/cms/event/my-enrollments', token: other.token })).json();
    assert.equal(bookings.upcoming.filter((booking: { event: { _id: string } }) => booking.event._id === event._id).length, 2);
    const checkout = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: other.token, payload: { enrollmentIds: [a._id] } });
    assert.equal(checkout.statusCode, 200, checkout.body);
    await payInSandbox(t, checkout.json().paymentLink);
    const cancel = await t.request({ method: 'DELETE', url: `/cms/event/enroll/${b._id}`, token: other.token });
    assert.equal(cancel.statusCode, 200, cancel.body);
    assert.deepEqual((await detail(event._id, parent)).myFamily.map((person: { enrollment: { paymentStatus: string } | null }) => person.enrollment?.paymentStatus ?? null), [null, 'Paid', null]);

    const stranger = await t.signUpMember();
    assert.equal((await t.request({ method: 'DELETE', url: `/cms/event/enroll/${a._id}`, token: stranger.token })).statusCode, 404);
    assert.equal((await t.request({ method: 'POST', url: '/cms/event/payment/create', token: stranger.token, payload: { enrollmentId: a._id } })).statusCode, 404);
  });
});

describe('the club sees who a junior is with', () => {
  test("attendees, the CSV and the door show a junior's guardian phone, emergency contact, medical note and photo consent", async () => {
    const parent = await t.signUpMember({ fullName: 'Chan Tai Man' });
    const added = await t.request({
      method: 'POST',
      url: '/cms/family/juniors',
      token: parent.token,
      payload: { name: { en: 'Chan Siu Ming' }, dateOfBirth: bornYearsAgo(9), emergencyContact: { name: 'Wong Mei', relation: 'aunt', phone: '9123 4567' }, medicalNotes: 'Peanut allergy', photoConsent: false },
    });
    const junior = added.json().junior._id;
    const event = await createEvent(t, { date: dayFromToday(0), time: '23:59:00', maxParticipants: 5, priceMember: 0, priceNonMember: 0 });
    const { enrollments } = (await enrol(t, event._id, parent, { ...enrolForm, phone: '6123 4567', participants: [parent.id, junior] })).json();
    const admin = await t.adminToken();
    const list = (await t.request({ method: 'GET', url: `/admin/event/${event._id}/enrollments`, token: admin })).json();
    assert.deepEqual(list.juniors, [
      { enrollmentId: enrollments[1]._id, guardianName: 'Chan Tai Man', guardianPhone: '6123 4567', emergencyContact: { name: 'Wong Mei', relation: 'aunt', phone: '9123 4567' }, medicalNotes: 'Peanut allergy', photoConsent: false },
    ]);
    const csv = (await t.request({ method: 'GET', url: `/admin/event/${event._id}/enrollments.csv`, token: admin, language: 'en' })).body;
    assert.match(csv, /Guardian,Emergency contact,Medical note,Photo consent/);
    assert.match(csv, /Chan Siu Ming,.*Chan Tai Man 6123 4567,Wong Mei \(aunt\) 9123 4567,Peanut allergy,No/);
    const door = await t.request({ method: 'POST', url: '/admin/event/checkin', token: admin, payload: { code: `GBEVT:${event._id}:${enrollments[1]._id}` } });
    assert.equal(door.statusCode, 200, door.body);
    assert.equal(door.json().result, 'checkedIn');
    assert.equal(door.json().enrollment.fullName, 'Chan Siu Ming');
    assert.equal(door.json().junior.guardianPhone, '6123 4567');
    const adult = await t.request({ method: 'POST', url: '/admin/event/checkin', token: admin, payload: { code: `GBEVT:${event._id}:${enrollments[0]._id}` } });
    assert.equal(adult.json().junior, null);
    assert.equal(adult.json().headcount.checkedIn, 2);
  });
});

describe('families under load', () => {
  test('30 families of two at once into 10 places: exactly 10 participants, and no family gets one place', POSTGRES_ONLY, async () => {
    const event = await createEvent(t, { maxParticipants: 10 });
    const families: Array<{ parent: TestMember; elder: string; younger: string }> = [];
    for (let i = 0; i < 30; i += 10) families.push(...(await Promise.all(Array.from({ length: 10 }, () => family()))));
    const responses = await Promise.all(families.map(({ parent, elder, younger }) => enrolFor(event._id, parent, [elder, younger])));
    const ok = responses.filter((response) => response.statusCode === 200);
    assert.equal(ok.length, 5, responses.map((response) => response.statusCode).join(','));
    assert.ok(ok.every((response) => response.json().enrollments.length === 2));
    assert.ok(responses.every((response) => response.statusCode === 200 || response.statusCode === 409), responses.map((response) => response.statusCode).join(','));
    assert.equal((await detail(event._id, families[0]!.parent)).event.currentParticipants, 10);
  });

  test('a pair racing a single for the last two places never leaves the pair with one', POSTGRES_ONLY, async () => {
    for (let round = 0; round < 5; round++) {
      const event = await createEvent(t, { maxParticipants: 2 });
      const { parent, elder, younger } = await family();
      const singles = await Promise.all([t.signUpMember(), t.signUpMember()]);
      const [pair, ...alone] = await Promise.all([enrolFor(event._id, parent, [elder, younger]), ...singles.map((member) => enrol(t, event._id, member))]);
      const taken = (await detail(event._id, parent)).event.currentParticipants;
      assert.ok(taken <= 2);
      if (pair!.statusCode === 200) assert.ok(alone.every((response) => response.statusCode === 409));
      else assert.equal(alone.filter((response) => response.statusCode === 200).length, taken);
    }
  });
});
