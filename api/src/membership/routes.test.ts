import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { payInSandbox, setMembership, userRow } from '../events/test-support.js';
import { eq } from 'drizzle-orm';
import { payments } from '../payments/table.js';
import { signCardToken } from './card-token.js';

const DAY_MS = 86_400_000;
let t: TestApp;
before(async () => {
  t = await startTestApp({ config: { membershipFeeHkd: 680 } });
});
after(() => t.close());

function link(member: TestMember, kind: 'create-subscription-link' | 'create-renew-link', language: 'en' | 'zh' = 'en') {
  return t.request({ method: 'GET', url: `/cms/membership/${kind}`, token: member.token, language });
}

test('joining: a checkout for MEMBERSHIP_FEE_HKD; paying activates a year and gives this month’s free practice', async () => {
  const guest = await t.signUpMember();
  const response = await link(guest, 'create-subscription-link');
  assert.equal(response.statusCode, 200, response.body);
  const { paymentLink } = response.json();
  const page = await t.request({ method: 'GET', url: new URL(paymentLink).pathname });
  assert.match(page.body, /Annual membership/);
  assert.match(page.body, /HK\$680\.00/);
  // The same open checkout is handed out again rather than a second one.
  assert.equal((await link(guest, 'create-subscription-link')).json().paymentLink, paymentLink);

  const verify = () => t.request({ method: 'GET', url: '/cms/membership/payment/verify', token: guest.token });
  assert.deepEqual((await verify()).json(), { status: 'ok', annualMembershipActivated: false, annualMembershipExpiredAt: null });
  const back = await payInSandbox(t, paymentLink);
  assert.equal(back, 'http://localhost:3000/membership?payment=success');
  assert.equal((await verify()).json().annualMembershipActivated, true);
  const user = await userRow(t, guest);
  assert.equal(user.annualMembershipActivated, true);
  const days = (user.annualMembershipExpiredAt!.getTime() - Date.now()) / DAY_MS;
  assert.ok(days > 364 && days <= 366, String(days));
  assert.equal(user.noOfFreePractice, 1);
  const me = (await t.request({ method: 'GET', url: '/cms/auth/me', token: guest.token })).json().data;
  assert.equal(me.annualMembershipActivated, true);
  assert.equal(me.membershipTier, 'silver');
});

test('an active member cannot join again; a lapsed one can', async () => {
  const member = await t.signUpMember();
  await setMembership(t, member, { activated: true, expiresInDays: 100 });
  const refused = await link(member, 'create-subscription-link');
  assert.equal(refused.statusCode, 409);
  assert.match(refused.json().error, /already have an active annual membership/);
  await setMembership(t, member, { activated: true, expiresInDays: -5 });
  assert.equal((await link(member, 'create-subscription-link')).statusCode, 200);
});

test('renewal is offered 1 to 60 days before expiry and adds a year to the current expiry', async () => {
  const member = await t.signUpMember();
  await setMembership(t, member, { activated: true, expiresInDays: 30 });
  const before = (await userRow(t, member)).annualMembershipExpiredAt!;
  const response = await link(member, 'create-renew-link');
  assert.equal(response.statusCode, 200, response.body);
  const page = await t.request({ method: 'GET', url: new URL(response.json().paymentLink).pathname });
  assert.match(page.body, /renewal/);
  await payInSandbox(t, response.json().paymentLink);
  const after = (await userRow(t, member)).annualMembershipExpiredAt!;
  const expected = new Date(before);
  expected.setUTCFullYear(expected.getUTCFullYear() + 1);
  assert.equal(after.toISOString(), expected.toISOString());
  // Now more than 60 days ahead: the window is closed again.
  assert.equal((await link(member, 'create-renew-link')).statusCode, 409);
});

test('renewal is refused outside the window with a clear message', async () => {
  const member = await t.signUpMember();
  const cases: Array<[{ activated: boolean; expiresInDays?: number | null }, RegExp]> = [
    [{ activated: true, expiresInDays: 61 }, /^Renewal opens 60 days before your membership expires, on \d{4}-\d{2}-\d{2}\.$/],
    [{ activated: true, expiresInDays: -1 }, /has expired/],
    [{ activated: false, expiresInDays: null }, /Only annual members can renew/],
    [{ activated: true, expiresInDays: null }, /does not expire/],
  ];
  for (const [state, message] of cases) {
    await setMembership(t, member, state);
    const response = await link(member, 'create-renew-link');
    assert.equal(response.statusCode, 409, JSON.stringify(state));
    assert.match(response.json().error, message);
  }
  await setMembership(t, member, { activated: true, expiresInDays: 90 });
  assert.match((await link(member, 'create-renew-link', 'zh')).json().error, /續期將於會籍到期前 60 天/);
  await setMembership(t, member, { activated: true, expiresInDays: 60 });
  assert.equal((await link(member, 'create-renew-link')).statusCode, 200);
});

test('the QR card is for active members: a PNG data URL and a signed token', async () => {
  const member = await t.signUpMember();
  const guestCard = await t.request({ method: 'GET', url: '/cms/auth/me/membership-qrcode', token: member.token });
  assert.deepEqual([guestCard.statusCode, guestCard.json().error], [403, 'The membership QR code is for active annual members.']);
  await setMembership(t, member, { activated: true, expiresInDays: 100 });
  const card = await t.request({ method: 'GET', url: '/cms/auth/me/membership-qrcode', token: member.token });
  assert.equal(card.statusCode, 200, card.body);
  const { status, dataUrl, profileToken } = card.json();
  assert.equal(status, 'ok');
  assert.match(dataUrl, /^data:image\/png;base64,/);
  const png = Buffer.from(dataUrl.split(',')[1], 'base64');
  assert.deepEqual([...png.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  assert.equal(profileToken.split('.').length, 3);
  assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me/membership-qrcode' })).statusCode, 401);
});

test('an admin verifies a card and sees the membership as it is now', async () => {
  const member = await t.signUpMember({ fullName: 'Wong Siu Ming' });
  await setMembership(t, member, { activated: true, expiresInDays: 100 });
  const { profileToken } = (await t.request({ method: 'GET', url: '/cms/auth/me/membership-qrcode', token: member.token })).json();
  const admin = await t.adminToken();
  const verify = (token: string, as = admin) => t.request({ method: 'POST', url: '/admin/membership/verify', token: as, payload: { token } });

  const response = await verify(profileToken);
  assert.equal(response.statusCode, 200, response.body);
  const { user } = response.json();
  assert.equal(user._id, member.id);
  assert.equal(user.fullName, 'Wong Siu Ming');
  assert.equal(typeof user.numericId, 'number');
  assert.equal(user.annualMembershipActivated, true);
  assert.equal(user.membershipActive, true);

  await setMembership(t, member, { activated: true, expiresInDays: -1 });
  assert.equal((await verify(profileToken)).json().user.membershipActive, false);

  assert.equal((await verify(profileToken, member.token)).statusCode, 403);
  assert.equal((await t.request({ method: 'POST', url: '/admin/membership/verify', payload: { token: profileToken } })).statusCode, 401);
  for (const forged of ['garbage', member.token, await signCardToken(member.id, 'another-secret-of-enough-length')]) {
    const refused = await verify(forged);
    assert.deepEqual([refused.statusCode, refused.json().error], [400, 'This is not a valid membership QR code.']);
  }
  // A card token is not a session.
  assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token: profileToken })).statusCode, 401);
});

test('membership links need a token', async () => {
  for (const kind of ['create-subscription-link', 'create-renew-link', 'payment/verify']) {
    assert.equal((await t.request({ method: 'GET', url: `/cms/membership/${kind}` })).statusCode, 401);
  }
});

/** Asks for a link `count` times at once; all must succeed. Returns the distinct links. */
async function simultaneousLinks(member: TestMember, kind: 'create-subscription-link' | 'create-renew-link', count: number) {
  const answers = await Promise.all(Array.from({ length: count }, () => link(member, kind)));
  assert.ok(answers.every((a) => a.statusCode === 200), answers.map((a) => a.body).join('\n'));
  return [...new Set(answers.map((a) => a.json().paymentLink as string))];
}

async function payAll(links: string[]) {
  await Promise.all(
    links.map((paymentLink) =>
      t.request({ method: 'POST', url: `${new URL(paymentLink).pathname}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }),
    ),
  );
}

test('10 simultaneous join links, all paid: one checkout, exactly one year of membership', async () => {
  const guest = await t.signUpMember();
  const links = await simultaneousLinks(guest, 'create-subscription-link', 10);
  assert.equal(links.length, 1);
  await payAll(links);
  await payAll(links);
  const user = await userRow(t, guest);
  const days = (user.annualMembershipExpiredAt!.getTime() - Date.now()) / DAY_MS;
  assert.ok(days > 364 && days <= 366, String(days));
  const rows = await t.app.db.select().from(payments).where(eq(payments.userId, guest.id));
  assert.deepEqual(rows.map((r) => r.status), ['paid']);
});

test('10 simultaneous renew links, all paid: exactly one year added', async () => {
  const member = await t.signUpMember();
  await setMembership(t, member, { activated: true, expiresInDays: 30 });
  const before = (await userRow(t, member)).annualMembershipExpiredAt!;
  const links = await simultaneousLinks(member, 'create-renew-link', 10);
  assert.equal(links.length, 1);
  await payAll(links);
  const expected = new Date(before);
  expected.setUTCFullYear(expected.getUTCFullYear() + 1);
  assert.equal((await userRow(t, member)).annualMembershipExpiredAt!.toISOString(), expected.toISOString());
});

test('a superseded membership checkout paid as well buys no second year: it is money to refund', async () => {
  const guest = await t.signUpMember();
  const [old] = await simultaneousLinks(guest, 'create-subscription-link', 1);
  // The fee changed since that checkout was opened: the next link supersedes it.
  await t.app.db.update(payments).set({ amountCents: 50000 }).where(eq(payments.userId, guest.id));
  const [current] = await simultaneousLinks(guest, 'create-subscription-link', 3);
  assert.notEqual(current, old);
  await payInSandbox(t, current!);
  const expiry = (await userRow(t, guest)).annualMembershipExpiredAt!;
  // The provider reports the superseded checkout paid too (money moved), twice.
  const oldId = new URL(old!).pathname.split('/').pop()!;
  for (let i = 0; i < 2; i++) await t.app.payments.settle(oldId, 'paid');
  assert.equal((await userRow(t, guest)).annualMembershipExpiredAt!.toISOString(), expiry.toISOString());
  const [refund] = await t.app.db.select().from(payments).where(eq(payments.id, oldId));
  assert.equal(refund!.status, 'expired');
  assert.ok(refund!.paidAt);
});
