// What a member sees is what the server decides: the profile's membershipStatus and the event
// detail's myPrice come from the contract's one rule, and enrolling charges exactly myPrice.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../test/helpers.js';
import { createEvent, dayFromToday, enrol, setMembership } from './test-support.js';

let t: TestApp;
let eventId: string;

before(async () => {
  t = await startTestApp();
  eventId = (await createEvent(t, { date: dayFromToday(5), priceMember: 80, priceNonMember: 120 }))._id;
});
after(() => t.close());

const cases = [
  { who: 'a guest', membership: { activated: false, expiresInDays: null }, status: 'guest', price: 120 },
  { who: 'an active annual member', membership: { activated: true, expiresInDays: 30 }, status: 'active', price: 80 },
  { who: 'a member whose year ran out last month', membership: { activated: true, expiresInDays: -30 }, status: 'expired', price: 120 },
] as const;

for (const { who, membership, status, price } of cases) {
  test(`${who}: membershipStatus ${status}, myPrice and the enrolment's price HK$${price}`, async () => {
    const member = await t.signUpMember();
    await setMembership(t, member, membership);
    const me = await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token });
    assert.equal(me.json().data.membershipStatus, status);

    const detail = await t.request({ method: 'GET', url: `/cms/event/get/${eventId}`, token: member.token });
    assert.equal(detail.statusCode, 200);
    assert.equal(detail.json().myPrice, price);

    const enrolled = await enrol(t, eventId, member);
    assert.equal(enrolled.statusCode, 200, enrolled.body);
    assert.equal(enrolled.json().enrollment.price, price);
  });
}

test('the admin user list carries membershipStatus too', async () => {
  const member = await t.signUpMember();
  await setMembership(t, member, { activated: true, expiresInDays: -1 });
  const admin = await t.adminToken();
  const list = await t.request({ method: 'GET', url: `/admin/user/list?keyword=${encodeURIComponent(member.email)}`, token: admin });
  assert.equal(list.statusCode, 200, list.body);
  const [user] = list.json().users;
  assert.equal(user.email, member.email);
  assert.equal(user.membershipStatus, 'expired');
});
