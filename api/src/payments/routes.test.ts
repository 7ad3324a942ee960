import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { createEvent, dayFromToday, enrolled, eventForm, payInSandbox } from '../events/test-support.js';

let t: TestApp;
let member: TestMember;
before(async () => {
  t = await startTestApp();
  member = await t.signUpMember();
});
after(() => t.close());

function createLink(enrollmentId: string, token = member.token) {
  return t.request({ method: 'POST', url: '/cms/event/payment/create', token, payload: { enrollmentId } });
}

function verify(enrollmentId: string, token = member.token) {
  return t.request({ method: 'GET', url: `/cms/event/payment/verify?enrollmentId=${enrollmentId}`, token });
}

test('sandbox: link, a labelled test checkout in HKD, Pay, back to the event, verify says Paid', async () => {
  const event = await createEvent(t, { name: 'Sunday Coaching', priceNonMember: 1234.5 });
  const enrollment = await enrolled(t, event._id, member);
  const link = await createLink(enrollment._id);
  assert.equal(link.statusCode, 200, link.body);
  const { paymentLink, paymentLinkId } = link.json();
  assert.ok(paymentLink.startsWith(`http://localhost:4100/ext/payment/checkout/${paymentLinkId}`));

  const page = await t.request({ method: 'GET', url: new URL(paymentLink).pathname });
  assert.equal(page.statusCode, 200);
  assert.match(String(page.headers['content-type']), /text\/html/);
  assert.match(page.body, /Test payment/);
  assert.match(page.body, /測試付款/);
  assert.match(page.body, /no real money is charged/);
  assert.match(page.body, /Sunday Coaching/);
  assert.match(page.body, /HK\$1,234\.50/);
  assert.match(page.body, />付款 · Pay /);
  assert.match(page.body, />取消 · Cancel</);
  assert.match(String(page.headers['content-security-policy']), /form-action 'self' http:\/\/localhost:3000/);

  assert.equal((await verify(enrollment._id)).json().paymentStatus, 'Pending');
  const back = await payInSandbox(t, paymentLink);
  assert.equal(back, `http://localhost:3000/events/${event._id}?payment=success`);
  assert.deepEqual((await verify(enrollment._id)).json(), { status: 'ok', paymentStatus: 'Paid' });

  const detail = await t.request({ method: 'GET', url: `/cms/event/get/${event._id}`, token: member.token });
  const mine = detail.json().myEnrollment;
  assert.deepEqual([mine.paymentStatus, mine.paidWith, mine.paymentLinkId], ['Paid', 'payment', paymentLinkId]);
});

test('verification is idempotent: paying twice changes nothing and the page says already paid', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const { paymentLink } = (await createLink(enrollment._id)).json();
  await payInSandbox(t, paymentLink);
  const path = new URL(paymentLink).pathname;
  const second = await t.request({ method: 'POST', url: `${path}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  assert.equal(second.statusCode, 303);
  const page = await t.request({ method: 'GET', url: path });
  assert.match(page.body, /already been made/);
  for (let i = 0; i < 3; i++) assert.equal((await verify(enrollment._id)).json().paymentStatus, 'Paid');
  const again = await createLink(enrollment._id);
  assert.deepEqual([again.statusCode, again.json().error], [409, 'This enrollment is already paid.']);
});

test('concurrent Pay presses complete the payment once', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const path = new URL((await createLink(enrollment._id)).json().paymentLink).pathname;
  const presses = await Promise.all(
    Array.from({ length: 5 }, () =>
      t.request({ method: 'POST', url: `${path}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }),
    ),
  );
  assert.ok(presses.every((p) => p.statusCode === 303));
  assert.equal((await verify(enrollment._id)).json().paymentStatus, 'Paid');
});

test('the open link is reused; Cancel returns to the event and keeps it payable', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const first = (await createLink(enrollment._id)).json();
  const second = (await createLink(enrollment._id)).json();
  assert.equal(second.paymentLinkId, first.paymentLinkId);
  const path = new URL(first.paymentLink).pathname;
  const cancel = await t.request({ method: 'POST', url: `${path}/cancel`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  assert.equal(cancel.statusCode, 303);
  assert.equal(cancel.headers.location, `http://localhost:3000/events/${event._id}?payment=cancelled`);
  assert.equal((await verify(enrollment._id)).json().paymentStatus, 'Pending');
  assert.equal((await t.request({ method: 'GET', url: path })).statusCode, 200);
});

test('cancelling the enrolment ends its checkout: the page refuses to take money', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const path = new URL((await createLink(enrollment._id)).json().paymentLink).pathname;
  await t.request({ method: 'DELETE', url: `/cms/event/enroll/${enrollment._id}`, token: member.token });
  const page = await t.request({ method: 'GET', url: path });
  assert.match(page.body, /no longer valid/);
  const pay = await t.request({ method: 'POST', url: `${path}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  assert.equal(pay.headers.location, `http://localhost:3000/events/${event._id}?payment=cancelled`);
});

test("payment calls act only on the caller's own enrolments", async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const stranger = await t.signUpMember();
  const link = await createLink(enrollment._id, stranger.token);
  assert.deepEqual([link.statusCode, link.json().error], [404, 'Enrollment not found.']);
  assert.equal((await verify(enrollment._id, stranger.token)).statusCode, 404);
  assert.equal((await t.request({ method: 'POST', url: '/cms/event/payment/create', payload: { enrollmentId: enrollment._id } })).statusCode, 401);
  const missing = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: member.token, payload: {} });
  assert.equal(missing.statusCode, 400);
});

test('an unknown checkout is a bilingual not-found page; the sandbox takes no webhooks', async () => {
  const page = await t.request({ method: 'GET', url: '/ext/payment/checkout/pay_nothing' });
  assert.equal(page.statusCode, 404);
  assert.match(page.body, /This payment was not found/);
  const webhook = await t.request({ method: 'POST', url: '/ext/payment/webhook', payload: { type: 'checkout.session.completed' } });
  assert.deepEqual([webhook.statusCode, webhook.json().error], [400, 'The payment notification could not be verified.']);
});

test('no checkout for an event that has already taken place', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const admin = await t.adminToken();
  await t.request({ method: 'PUT', url: `/cms/event/update/${event._id}`, token: admin, payload: eventForm({ date: dayFromToday(-1) }) });
  const response = await createLink(enrollment._id);
  assert.deepEqual([response.statusCode, response.json().error], [409, 'This event has already taken place.']);
});
