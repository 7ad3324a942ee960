import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp, type TestMember, POSTGRES_ONLY } from '../../test/helpers.js';
import { eq } from 'drizzle-orm';
import { createEvent, dayFromToday, enrolled, eventForm, payInSandbox } from '../events/test-support.js';
import { enrollments } from '../events/table.js';
import { payments } from './table.js';

let t: TestApp;
let member: TestMember;
before(async () => {
  t = await startTestApp();
  member = await t.signUpMember();
});
after(() => t.close());

test('the payments service is an app decorator (no module-level locator), set up before the routes that use it', () => {
  assert.ok(t.app.hasDecorator('payments'));
  assert.equal(typeof t.app.payments.checkout, 'function');
  assert.equal(t.app.payments.provider.name, 'sandbox');
});

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

test('concurrent Pay presses complete the payment once', POSTGRES_ONLY, async () => {
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

test('20 simultaneous link requests for one enrolment open one checkout: every answer is the same link', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const answers = await Promise.all(Array.from({ length: 20 }, () => createLink(enrollment._id)));
  assert.ok(answers.every((a) => a.statusCode === 200), answers.map((a) => a.body).join('\n'));
  assert.equal(new Set(answers.map((a) => a.json().paymentLink)).size, 1);
  const rows = await t.app.db.select().from(payments).where(eq(payments.enrollmentId, enrollment._id));
  assert.deepEqual(rows.map((r) => [r.id, r.status]), [[answers[0]!.json().paymentLinkId, 'open']]);
});

/** Changes what the enrolment costs (as a price correction would), so its open checkout no longer fits. */
async function reprice(enrollmentId: string, priceCents: number) {
  await t.app.db.update(enrollments).set({ priceCents }).where(eq(enrollments.id, enrollmentId));
}

async function paymentRow(id: string) {
  const [row] = await t.app.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

test('a checkout that no longer fits is superseded by one new checkout, also under concurrent requests', POSTGRES_ONLY, async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const first = (await createLink(enrollment._id)).json();
  await reprice(enrollment._id, 15000);
  const answers = await Promise.all(Array.from({ length: 10 }, () => createLink(enrollment._id)));
  assert.ok(answers.every((a) => a.statusCode === 200), answers.map((a) => a.body).join('\n'));
  const links = new Set(answers.map((a) => a.json().paymentLinkId));
  assert.equal(links.size, 1);
  assert.ok(!links.has(first.paymentLinkId));
  const rows = await t.app.db.select().from(payments).where(eq(payments.enrollmentId, enrollment._id));
  assert.deepEqual(rows.map((r) => `${r.status} ${r.amountCents}`).sort(), ['expired 18000', 'open 15000']);
  const page = await t.request({ method: 'GET', url: new URL(first.paymentLink).pathname });
  assert.match(page.body, /no longer valid/);
});

test('paying the new checkout and then the superseded one (money moved at the provider) confirms the enrolment once', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const old = (await createLink(enrollment._id)).json();
  await reprice(enrollment._id, 15000);
  const current = (await createLink(enrollment._id)).json();
  await payInSandbox(t, current.paymentLink);
  const [confirmed] = await t.app.db.select().from(enrollments).where(eq(enrollments.id, enrollment._id));

  // The provider reports the superseded session paid as well, twice.
  for (let i = 0; i < 2; i++) await t.app.payments.settle(old.paymentLinkId, 'paid');
  const [after] = await t.app.db.select().from(enrollments).where(eq(enrollments.id, enrollment._id));
  assert.deepEqual(after, confirmed);
  const refund = await paymentRow(old.paymentLinkId);
  assert.equal(refund.status, 'expired', 'not counted as paid');
  assert.ok(refund.paidAt, 'marked as money to refund');
  assert.equal((await paymentRow(current.paymentLinkId)).status, 'paid');
});

test('paying the superseded checkout first confirms the enrolment and ends the new one', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const old = (await createLink(enrollment._id)).json();
  await reprice(enrollment._id, 15000);
  const current = (await createLink(enrollment._id)).json();
  const paid = await t.app.payments.settle(old.paymentLinkId, 'paid');
  assert.equal(paid?.status, 'paid');
  assert.equal((await verify(enrollment._id)).json().paymentStatus, 'Paid');
  assert.equal((await paymentRow(current.paymentLinkId)).status, 'expired');
  const back = await t.request({
    method: 'POST',
    url: `${new URL(current.paymentLink).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  assert.equal(back.headers.location, `http://localhost:3000/events/${event._id}?payment=cancelled`);
  const row = await paymentRow(current.paymentLinkId);
  assert.deepEqual([row.status, row.paidAt], ['expired', null]);
});

test('a checkout paid after a free practice paid the enrolment is money to refund, not a second payment', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const link = (await createLink(enrollment._id)).json();
  // As if a free practice had been redeemed: the enrolment is Paid and its checkout ended.
  await t.app.db.update(enrollments).set({ paymentStatus: 'Paid', paidWith: 'freePractice' }).where(eq(enrollments.id, enrollment._id));
  await t.app.db.update(payments).set({ status: 'expired' }).where(eq(payments.id, link.paymentLinkId));
  await t.app.payments.settle(link.paymentLinkId, 'paid');
  const [row] = await t.app.db.select().from(enrollments).where(eq(enrollments.id, enrollment._id));
  assert.equal(row!.paidWith, 'freePractice');
  const refund = await paymentRow(link.paymentLinkId);
  assert.equal(refund.status, 'expired');
  assert.ok(refund.paidAt);
});
