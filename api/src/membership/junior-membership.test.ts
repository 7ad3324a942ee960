// A junior's own membership, bought and renewed from a guardian's account (issue 39 point 4, DESIGN
// §10): it sets the junior's member price, puts the junior's card on the guardian's phone and is
// checked at the door like any card. PGlite and PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { clubToday } from '@golf/contract/family';
import { startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { createEvent, enrol, enrolForm, payInSandbox, userRow } from '../events/test-support.js';
import { people } from '../family/table.js';
import { mailOutbox } from '../mail/table.js';

const DAY_MS = 86_400_000;
let t: TestApp;
before(async () => {
  t = await startTestApp({ config: { membershipFeeHkd: 680, rateLimitPerMinute: 10_000 } });
});
after(() => t.close());

const bornYearsAgo = (years: number) => `${Number(clubToday().slice(0, 4)) - years}${clubToday().slice(4)}`;

async function parentWithJunior(): Promise<{ parent: TestMember; junior: string }> {
  const parent = await t.signUpMember({ fullName: 'Chan Tai Man' });
  const added = await t.request({ method: 'POST', url: '/cms/family/juniors', token: parent.token, payload: { name: { zh: '陳小明', en: 'Chan Siu Ming' }, dateOfBirth: bornYearsAgo(10) } });
  assert.equal(added.statusCode, 200, added.body);
  return { parent, junior: added.json().junior._id };
}

const link = (member: TestMember, kind: 'create-subscription-link' | 'create-renew-link', personId?: string) =>
  t.request({ method: 'GET', url: `/cms/membership/${kind}${personId ? `?personId=${encodeURIComponent(personId)}` : ''}`, token: member.token, language: 'en' });

async function juniorOf(parent: TestMember, id: string) {
  const family = (await t.request({ method: 'GET', url: '/cms/family', token: parent.token })).json().family;
  return family.juniors.find((junior: { _id: string }) => junior._id === id);
}

test("a guardian joins for a junior: the junior's year, not the guardian's; the receipt names the junior", async () => {
  const { parent, junior } = await parentWithJunior();
  assert.deepEqual((await juniorOf(parent, junior)).membership, { status: 'guest', expiresAt: null });
  const response = await link(parent, 'create-subscription-link', junior);
  assert.equal(response.statusCode, 200, response.body);
  const page = await t.request({ method: 'GET', url: new URL(response.json().paymentLink).pathname });
  assert.match(page.body, /Chan Siu Ming/);
  // The guardian's own checkout is another one: one open checkout per person.
  const own = await link(parent, 'create-subscription-link');
  assert.notEqual(own.json().paymentLink, response.json().paymentLink);
  assert.equal((await link(parent, 'create-subscription-link', junior)).json().paymentLink, response.json().paymentLink);

  const back = await payInSandbox(t, response.json().paymentLink);
  assert.equal(back, 'http://localhost:3000/membership/family?payment=success');
  const after = await juniorOf(parent, junior);
  assert.equal(after.membership.status, 'active');
  const days = (new Date(after.membership.expiresAt).getTime() - Date.now()) / DAY_MS;
  assert.ok(days > 364 && days <= 366, String(days));
  const guardian = await userRow(t, parent);
  assert.equal(guardian.annualMembershipActivated, false, "the guardian's own membership is untouched");
  assert.equal(guardian.noOfFreePractice, 0);
  const [receipt] = (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, parent.email))).filter((mail) => mail.kind === 'membership-receipt');
  assert.match(receipt!.subject, /陳小明 Chan Siu Ming/);

  // Active: joining again is refused; the guardian can still join for themselves.
  assert.equal((await link(parent, 'create-subscription-link', junior)).statusCode, 409);
  await payInSandbox(t, own.json().paymentLink);
  assert.equal((await userRow(t, parent)).annualMembershipActivated, true);
  assert.equal((await juniorOf(parent, junior)).membership.status, 'active');
});

test("a junior's price follows the junior's membership, never the guardian's", async () => {
  const { parent, junior } = await parentWithJunior();
  const event = await createEvent(t, { maxParticipants: 5, priceMember: 100, priceNonMember: 180 });
  const detail = async () => (await t.request({ method: 'GET', url: `/cms/event/get/${event._id}`, token: parent.token })).json();
  assert.deepEqual((await detail()).myFamily.map((person: { price: number }) => person.price), [180, 180]);
  await t.app.db.update(people).set({ membershipActivated: true, membershipExpiredAt: new Date(Date.now() + 200 * DAY_MS) }).where(eq(people.id, junior));
  assert.deepEqual((await detail()).myFamily.map((person: { price: number }) => person.price), [180, 100]);
  const booked = await enrol(t, event._id, parent, { ...enrolForm, participants: [parent.id, junior] });
  assert.deepEqual(booked.json().enrollments.map((row: { price: number }) => row.price), [180, 100]);
});

test("renewal of a junior's year opens 60 days before its end and adds a year to it", async () => {
  const { parent, junior } = await parentWithJunior();
  const ends = new Date(Date.now() + 90 * DAY_MS);
  await t.app.db.update(people).set({ membershipActivated: true, membershipExpiredAt: ends }).where(eq(people.id, junior));
  const early = await link(parent, 'create-renew-link', junior);
  assert.equal(early.statusCode, 409, early.body);
  const soon = new Date(Date.now() + 20 * DAY_MS);
  await t.app.db.update(people).set({ membershipExpiredAt: soon }).where(eq(people.id, junior));
  const renew = await link(parent, 'create-renew-link', junior);
  assert.equal(renew.statusCode, 200, renew.body);
  await payInSandbox(t, renew.json().paymentLink);
  const [row] = await t.app.db.select().from(people).where(eq(people.id, junior));
  const added = (row!.membershipExpiredAt!.getTime() - soon.getTime()) / DAY_MS;
  assert.ok(added > 364 && added <= 366, String(added));
});

test("a junior's member card: on the guardian's phone while the membership runs, read at the door as a junior's", async () => {
  const { parent, junior } = await parentWithJunior();
  const card = () => t.request({ method: 'GET', url: `/cms/family/juniors/${junior}/membership-qrcode`, token: parent.token });
  assert.equal((await card()).statusCode, 403, 'no card before joining');
  await t.app.db.update(people).set({ membershipActivated: true, membershipExpiredAt: new Date(Date.now() + 100 * DAY_MS) }).where(eq(people.id, junior));
  const shown = await card();
  assert.equal(shown.statusCode, 200, shown.body);
  assert.match(shown.json().dataUrl, /^data:image\/png;base64,/);
  const door = await t.request({ method: 'POST', url: '/admin/membership/verify', token: await t.adminToken(), payload: { token: shown.json().profileToken } });
  assert.equal(door.statusCode, 200, door.body);
  assert.deepEqual(
    { ...door.json().user, annualMembershipExpiredAt: typeof door.json().user.annualMembershipExpiredAt },
    { _id: junior, fullName: '陳小明 Chan Siu Ming', numericId: null, junior: true, annualMembershipActivated: true, annualMembershipExpiredAt: 'string', membershipActive: true, accountFrozen: false },
  );
});

test("another family's junior: no link and no card (403); bad ids are 400 or 404", async () => {
  const { junior } = await parentWithJunior();
  const stranger = await t.signUpMember();
  assert.equal((await link(stranger, 'create-subscription-link', junior)).statusCode, 403);
  assert.equal((await link(stranger, 'create-renew-link', junior)).statusCode, 403);
  assert.equal((await t.request({ method: 'GET', url: `/cms/family/juniors/${junior}/membership-qrcode`, token: stranger.token })).statusCode, 403);
  assert.equal((await link(stranger, 'create-subscription-link', 'no-such-person')).statusCode, 404);
  const long = await link(stranger, 'create-subscription-link', 'x'.repeat(300));
  assert.equal(long.statusCode, 400, long.body);
  assert.equal(long.json().status, 'nok');
  assert.equal((await t.request({ method: 'GET', url: `/cms/family/juniors/%E0%A4%A/membership-qrcode`, token: stranger.token })).statusCode, 400);
});
