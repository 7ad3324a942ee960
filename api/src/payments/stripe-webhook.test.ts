// The Stripe provider end to end without network: checkouts are recorded as the provider would
// have opened them, and Stripe's notifications are signed locally with the SDK's test helper.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import Stripe from 'stripe';
import { startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { createEvent, enrolled, userRow } from '../events/test-support.js';
import { eq } from 'drizzle-orm';
import { enrollments } from '../events/table.js';
import { payments } from './table.js';

const webhookSecret = 'whsec_api_test_secret';
const sdk = new Stripe('sk_test_unused');
let t: TestApp;
let member: TestMember;
before(async () => {
  t = await startTestApp({ config: { paymentProvider: 'stripe', stripeSecretKey: 'sk_test_unused', stripeWebhookSecret: webhookSecret } });
  member = await t.signUpMember();
});
after(() => t.close());

let sequence = 0;
async function stripeCheckout(values: Partial<typeof payments.$inferInsert>) {
  sequence += 1;
  const [row] = await t.app.db
    .insert(payments)
    .values({
      id: `pay_stripe_${sequence}`,
      userId: member.id,
      purpose: 'enrollment',
      description: 'Test',
      amountCents: 18000,
      provider: 'stripe',
      providerSessionId: `cs_test_${sequence}`,
      checkoutUrl: `https://checkout.stripe.com/c/pay/cs_test_${sequence}`,
      returnPath: '/events/x',
      ...values,
    })
    .returning();
  return row!;
}

function notify(type: string, paymentId: string, session: Record<string, unknown>, secret = webhookSecret) {
  const payload = JSON.stringify({
    id: `evt_${paymentId}`,
    object: 'event',
    type,
    data: { object: { id: 'cs_test', object: 'checkout.session', client_reference_id: paymentId, ...session } },
  });
  return t.request({
    method: 'POST',
    url: '/ext/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret }) },
    payload,
  });
}

const paid = { status: 'complete', payment_status: 'paid' };

test('a signed checkout.session.completed marks the enrolment Paid, once however often it arrives', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const checkout = await stripeCheckout({ enrollmentId: enrollment._id });
  for (let i = 0; i < 3; i++) {
    const response = await notify('checkout.session.completed', checkout.id, paid);
    assert.deepEqual([response.statusCode, response.json()], [200, { status: 'ok' }]);
  }
  const verify = await t.request({ method: 'GET', url: `/cms/event/payment/verify?enrollmentId=${enrollment._id}`, token: member.token });
  assert.equal(verify.json().paymentStatus, 'Paid');
});

test('a forged or tampered notification is refused and changes nothing', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const checkout = await stripeCheckout({ enrollmentId: enrollment._id });
  const forged = await notify('checkout.session.completed', checkout.id, paid, 'whsec_attacker');
  assert.equal(forged.statusCode, 400);
  const unsigned = await t.request({ method: 'POST', url: '/ext/payment/webhook', payload: { type: 'checkout.session.completed' } });
  assert.equal(unsigned.statusCode, 400);
  const detail = await t.request({ method: 'GET', url: `/cms/event/get/${event._id}`, token: member.token });
  assert.equal(detail.json().myEnrollment.paymentStatus, 'Pending');
});

test('an expired session is recorded; other events and unknown payments are acknowledged', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const checkout = await stripeCheckout({ enrollmentId: enrollment._id });
  assert.equal((await notify('checkout.session.expired', checkout.id, { status: 'expired', payment_status: 'unpaid' })).statusCode, 200);
  const [row] = await t.app.db.select().from(payments).where(eq(payments.id, checkout.id));
  assert.equal(row!.status, 'expired');
  assert.equal((await notify('customer.created', checkout.id, {})).statusCode, 200);
  assert.equal((await notify('checkout.session.completed', 'pay_unknown', paid)).statusCode, 200);
});

test('a paid membership checkout activates the membership through the webhook', async () => {
  const newcomer = await t.signUpMember();
  const checkout = await stripeCheckout({ userId: newcomer.id, purpose: 'membership', membershipMode: 'join', amountCents: 50000, returnPath: '/membership' });
  await notify('checkout.session.completed', checkout.id, paid);
  const user = await userRow(t, newcomer);
  assert.equal(user.annualMembershipActivated, true);
  const days = (user.annualMembershipExpiredAt!.getTime() - Date.now()) / 86_400_000;
  assert.ok(days > 364 && days <= 366, String(days));
});

test('Stripe checkouts are never payable through the sandbox page', async () => {
  const checkout = await stripeCheckout({});
  const page = await t.request({ method: 'GET', url: `/ext/payment/checkout/${checkout.id}` });
  assert.equal(page.statusCode, 404);
  const pay = await t.request({ method: 'POST', url: `/ext/payment/checkout/${checkout.id}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  assert.equal(pay.statusCode, 303);
  const [row] = await t.app.db.select().from(payments).where(eq(payments.id, checkout.id));
  assert.equal(row!.status, 'open');
});

async function enrolmentRow(id: string) {
  const [row] = await t.app.db.select().from(enrollments).where(eq(enrollments.id, id));
  return row!;
}

test('out of order: an expiry or a failed debit after the payment changes nothing', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const checkout = await stripeCheckout({ enrollmentId: enrollment._id });
  await notify('checkout.session.completed', checkout.id, paid);
  const confirmed = await enrolmentRow(enrollment._id);
  await notify('checkout.session.expired', checkout.id, { status: 'expired', payment_status: 'unpaid' });
  await notify('checkout.session.async_payment_failed', checkout.id, { status: 'complete', payment_status: 'unpaid' });
  await notify('checkout.session.completed', checkout.id, paid);
  assert.deepEqual(await enrolmentRow(enrollment._id), confirmed);
  const [row] = await t.app.db.select().from(payments).where(eq(payments.id, checkout.id));
  assert.equal(row!.status, 'paid');
});

test('out of order: a bank debit that succeeds after the session completed unpaid is recorded once', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const checkout = await stripeCheckout({ enrollmentId: enrollment._id });
  await notify('checkout.session.async_payment_succeeded', checkout.id, paid);
  const confirmed = await enrolmentRow(enrollment._id);
  assert.equal(confirmed.paymentStatus, 'Paid');
  // The earlier "completed, payment processing" event arrives late, then the success again.
  await notify('checkout.session.completed', checkout.id, { status: 'complete', payment_status: 'unpaid' });
  await notify('checkout.session.async_payment_succeeded', checkout.id, paid);
  assert.deepEqual(await enrolmentRow(enrollment._id), confirmed);
});

test('two paid checkouts of one membership (a superseded one and its successor), each notified twice: one year', async () => {
  const newcomer = await t.signUpMember();
  const membership = { userId: newcomer.id, purpose: 'membership' as const, membershipMode: 'join' as const, amountCents: 50000, returnPath: '/membership' };
  const superseded = await stripeCheckout({ ...membership, status: 'expired', createdAt: new Date(Date.now() - 60_000) });
  const successor = await stripeCheckout(membership);
  await notify('checkout.session.completed', successor.id, paid);
  await notify('checkout.session.completed', superseded.id, paid);
  await notify('checkout.session.completed', successor.id, paid);
  await notify('checkout.session.completed', superseded.id, paid);
  const user = await userRow(t, newcomer);
  const days = (user.annualMembershipExpiredAt!.getTime() - Date.now()) / 86_400_000;
  assert.ok(days > 364 && days <= 366, String(days));
  const rows = await t.app.db.select().from(payments).where(eq(payments.userId, newcomer.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  assert.equal(byId.get(successor.id)!.status, 'paid');
  assert.equal(byId.get(superseded.id)!.status, 'expired');
  assert.ok(byId.get(superseded.id)!.paidAt, 'recorded as money to refund');
});

test('a superseded enrolment checkout paid first confirms the enrolment; its successor paid next is to refund', async () => {
  const event = await createEvent(t);
  const enrollment = await enrolled(t, event._id, member);
  const superseded = await stripeCheckout({ enrollmentId: enrollment._id, status: 'expired', createdAt: new Date(Date.now() - 60_000) });
  const successor = await stripeCheckout({ enrollmentId: enrollment._id, amountCents: 15000 });
  await notify('checkout.session.completed', superseded.id, paid);
  const confirmed = await enrolmentRow(enrollment._id);
  assert.equal(confirmed.paymentStatus, 'Paid');
  await notify('checkout.session.completed', successor.id, paid);
  await notify('checkout.session.completed', superseded.id, paid);
  assert.deepEqual(await enrolmentRow(enrollment._id), confirmed);
  const [row] = await t.app.db.select().from(payments).where(eq(payments.id, successor.id));
  assert.deepEqual([row!.status, Boolean(row!.paidAt)], ['expired', true]);
});
