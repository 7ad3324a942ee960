// The privacy notice's consent at sign-up and the direct-marketing opt-in (issue 40 point 1,
// DESIGN §11, decision 94); closing an account gives up its unpaid places still to come. PGlite
// and PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { clubToday } from '@golf/contract/family';
import { PRIVACY_NOTICE_VERSION } from '@golf/contract/privacy';
import { startTestApp, uniqueEmail, type TestApp, type TestMember } from '../../test/helpers.js';
import { createEvent, enrol, enrolForm, enrolled, payInSandbox } from '../events/test-support.js';
import { enrollments, events, eventWaitlist } from '../events/table.js';
import { mailOutbox } from '../mail/table.js';
import { payments } from '../payments/table.js';
import { users } from '../users/table.js';
import { eraseDueClosures } from './closure.js';

let t: TestApp;
before(async () => {
  t = await startTestApp({ config: { rateLimitPerMinute: 10_000 } });
});
after(() => t.close());

const signUpPayload = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: 'Tee-Time-2031',
  fullName: 'Lee Ka Ho',
  countryCode: '+852',
  phone: '91234567',
  privacyConsent: true,
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  ...overrides,
});
const signUp = (payload: Record<string, unknown>, language: 'en' | 'zh' = 'en') => t.request({ method: 'POST', url: '/ext/auth/signup', payload, language });
const row = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('consent to the privacy notice at sign-up', () => {
  test('is recorded with the notice version and the time; direct marketing stays off unless chosen', async () => {
    const before = Date.now();
    const payload = signUpPayload();
    const response = await signUp(payload);
    assert.equal(response.statusCode, 200, response.body);
    const account = await row(payload.email);
    assert.equal(account?.privacyNoticeVersion, PRIVACY_NOTICE_VERSION);
    assert.ok(account!.privacyConsentedAt!.getTime() >= before - 1000, 'the time of the consent');
    assert.equal(account!.marketingConsent, false, 'off by default');
    assert.equal(account!.marketingConsentAt, null);

    const member = await t.signUpMember({ marketingConsent: true });
    const me = (await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token })).json().data;
    assert.equal(me.marketingConsent, true, 'a separate opt-in, when ticked');
    assert.equal(me.privacyNoticeVersion, PRIVACY_NOTICE_VERSION);
    assert.ok(!Number.isNaN(Date.parse(me.privacyConsentedAt)));
  });

  test('the version may be left out (the spec’s payload plus the consent): the current one is recorded', async () => {
    const { privacyNoticeVersion: _left, ...payload } = signUpPayload();
    assert.equal((await signUp(payload)).statusCode, 200);
    assert.equal((await row(payload.email))?.privacyNoticeVersion, PRIVACY_NOTICE_VERSION);
  });

  const refused: Array<[string, Record<string, unknown>, RegExp]> = [
    ['no consent', { privacyConsent: undefined }, /read the Privacy notice/],
    ['consent false', { privacyConsent: false }, /read the Privacy notice/],
    ['consent as a string', { privacyConsent: 'true' }, /read the Privacy notice/],
    ['consent as 1', { privacyConsent: 1 }, /read the Privacy notice/],
    ['an older notice version', { privacyNoticeVersion: '2020-01' }, /Privacy notice has changed/],
    ['a version of the wrong type', { privacyNoticeVersion: 202611 }, /Privacy notice has changed/],
    ['marketing as a string', { marketingConsent: 'yes' }, /Answer yes or no/],
  ];
  for (const [name, change, message] of refused) {
    test(`refuses ${name} with 400 in the envelope, and makes no account`, async () => {
      const payload = signUpPayload(change);
      const response = await signUp(payload);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().status, 'nok');
      assert.match(response.json().error, message);
      assert.equal(await row(String(payload.email)), undefined);
    });
  }

  test('the refusal in Chinese', async () => {
    const response = await signUp(signUpPayload({ privacyConsent: undefined }), 'zh');
    assert.equal(response.json().error, '請確認你已閱讀私隱聲明，方可建立帳戶。');
  });

  test('an account older than the consent reads as not recorded (null) to the admins', async () => {
    const member = await t.signUpMember();
    await t.database.db.update(users).set({ privacyNoticeVersion: null, privacyConsentedAt: null }).where(eq(users.id, member.id));
    const response = await t.request({ method: 'GET', url: `/admin/user/get/${member.id}`, token: await t.adminToken() });
    assert.equal(response.statusCode, 200, response.body);
    const { user } = response.json();
    assert.equal(user.privacyNoticeVersion, null);
    assert.equal(user.privacyConsentedAt, null);
  });
});

describe('direct marketing, given and withdrawn in Settings', () => {
  const setMarketing = (member: TestMember, payload: unknown) => t.request({ method: 'PUT', url: '/cms/privacy/marketing', token: member.token, payload: payload as object });

  test('a member opts in and withdraws at any time; the time of the change is kept', async () => {
    const member = await t.signUpMember();
    const on = await setMarketing(member, { consent: true });
    assert.equal(on.statusCode, 200, on.body);
    assert.deepEqual(on.json(), { status: 'ok', marketingConsent: true });
    const given = (await t.database.db.select().from(users).where(eq(users.id, member.id)))[0]!;
    assert.equal(given.marketingConsent, true);
    assert.ok(given.marketingConsentAt);
    const off = await setMarketing(member, { consent: false });
    assert.deepEqual(off.json(), { status: 'ok', marketingConsent: false });
    const me = (await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token })).json().data;
    assert.equal(me.marketingConsent, false);
  });

  test('refuses anything but a boolean, and a visitor', async () => {
    const member = await t.signUpMember();
    for (const payload of [{ consent: 'true' }, {}, { consent: null }, { consent: 1 }]) {
      const response = await setMarketing(member, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().status, 'nok');
    }
    assert.equal((await t.request({ method: 'PUT', url: '/cms/privacy/marketing', payload: { consent: true } })).statusCode, 401);
  });
});

describe('closing an account gives up its unpaid places still to come', () => {
  const placesOf = async (eventId: string) => (await t.database.db.select().from(events).where(eq(events.id, eventId)))[0]!;
  const enrolmentsOf = (eventId: string) => t.database.db.select().from(enrollments).where(eq(enrollments.eventId, eventId));

  test('an unpaid place is cancelled at once and offered to the waiting list; a paid place stays', async () => {
    const leaving = await t.signUpMember({ fullName: 'Ho Ka Yan' });
    const other = await t.signUpMember();
    const waiting = await t.signUpMember({ fullName: 'Wong Siu Ling' });
    const full = await createEvent(t, { maxParticipants: 2 });
    const unpaid = await enrolled(t, full._id, leaving);
    assert.equal(unpaid.paymentStatus, 'Pending');
    const taken = await enrolled(t, full._id, other);
    assert.equal((await t.request({ method: 'POST', url: `/cms/event/waitlist/${full._id}`, token: waiting.token })).statusCode, 200);
    // A paid place of the same member in another event.
    const paidEvent = await createEvent(t, { maxParticipants: 5 });
    const paid = await enrolled(t, paidEvent._id, leaving);
    const link = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: leaving.token, payload: { enrollmentId: paid._id } });
    assert.equal(link.statusCode, 200, link.body);
    await payInSandbox(t, link.json().paymentLink);
    // An open checkout for the unpaid place: ended with it.
    const open = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: leaving.token, payload: { enrollmentId: unpaid._id } });
    assert.equal(open.statusCode, 200, open.body);
    // The member is on another full event's list too.
    const other2 = await createEvent(t, { maxParticipants: 1 });
    await enrolled(t, other2._id, other);
    assert.equal((await t.request({ method: 'POST', url: `/cms/event/waitlist/${other2._id}`, token: leaving.token })).statusCode, 200);

    const closed = await t.request({ method: 'POST', url: '/cms/privacy/close', token: leaving.token });
    assert.equal(closed.statusCode, 200, closed.body);

    assert.deepEqual((await enrolmentsOf(full._id)).map((place) => place.id), [taken._id], 'the unpaid place is gone');
    const [checkout] = await t.database.db.select().from(payments).where(sql`${payments.enrollmentIds} @> ARRAY[${unpaid._id}]::text[]`);
    assert.equal(checkout?.status, 'expired', 'its open checkout is ended');
    const event = await placesOf(full._id);
    assert.equal(event.currentParticipants, 1);
    assert.equal(event.heldPlaces, 1, 'the freed place is held for the first on the list');
    const [offer] = await t.database.db.select().from(eventWaitlist).where(and(eq(eventWaitlist.eventId, full._id), eq(eventWaitlist.userId, waiting.id)));
    assert.ok(offer?.offeredAt, 'offered');
    const mails = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, waiting.email), eq(mailOutbox.kind, 'waitlist-offer')));
    assert.equal(mails.length, 1);

    const paidPlaces = await enrolmentsOf(paidEvent._id);
    assert.deepEqual(paidPlaces.map((place) => [place.id, place.paymentStatus]), [[paid._id, 'Paid']], 'a paid place follows the normal refund rule');
    assert.equal((await placesOf(paidEvent._id)).currentParticipants, 1);
    assert.equal((await t.database.db.select().from(eventWaitlist).where(eq(eventWaitlist.userId, leaving.id))).length, 0, 'off every waiting list');
  });

  test('a place booked during the grace is given up at the erasure; a junior’s closure gives up the junior’s places only', async () => {
    const parent = await t.signUpMember({ fullName: 'Chan Tai Man' });
    const born = `${Number(clubToday().slice(0, 4)) - 10}${clubToday().slice(4)}`;
    const junior = (await t.request({ method: 'POST', url: '/cms/family/juniors', token: parent.token, payload: { name: { en: 'Chan Siu Ming' }, dateOfBirth: born } })).json().junior._id as string;
    const event = await createEvent(t, { maxParticipants: 10 });
    const both = await enrol(t, event._id, parent, { ...enrolForm, participants: [parent.id, junior] });
    assert.equal(both.statusCode, 200, both.body);

    const closeJunior = await t.request({ method: 'POST', url: `/cms/privacy/juniors/${junior}/close`, token: parent.token });
    assert.equal(closeJunior.statusCode, 200, closeJunior.body);
    assert.deepEqual((await enrolmentsOf(event._id)).map((place) => place.personId), [parent.id], 'the parent keeps theirs');
    assert.equal((await placesOf(event._id)).currentParticipants, 1);

    // The parent closes too, then books again during the grace.
    assert.equal((await t.request({ method: 'POST', url: '/cms/privacy/close', token: parent.token })).statusCode, 200);
    assert.equal((await enrolmentsOf(event._id)).length, 0);
    await enrolled(t, event._id, parent);
    assert.equal((await placesOf(event._id)).currentParticipants, 1);
    await t.database.db.execute(sql`UPDATE account_closures SET erase_after = now() - interval '1 minute' WHERE user_id = ${parent.id}`);
    const { cancelFuturePendingPlaces } = await import('../events/enrolments.js');
    const run = await eraseDueClosures(t.database, (who) => cancelFuturePendingPlaces(t.database.db, who, { holdHours: 24, webOrigin: 'http://localhost' }));
    assert.ok(run.accounts >= 1);
    assert.equal((await enrolmentsOf(event._id)).length, 0, 'the place booked during the grace is given up');
    assert.equal((await placesOf(event._id)).currentParticipants, 0);
    assert.equal((await row(`former-${parent.id}@closed.invalid`))?.id, parent.id, 'and the account is erased');
  });
});
