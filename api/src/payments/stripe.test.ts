import { test } from 'node:test';
import assert from 'node:assert/strict';
import Stripe from 'stripe';
import { stripeProvider, type StripeCheckoutClient } from './stripe.js';
import { WebhookSignatureError } from './provider.js';

const secret = 'whsec_test_secret_for_unit_tests';
// Constructing the SDK makes no network call; its webhook helpers are pure crypto.
const sdk = new Stripe('sk_test_unit');

function eventPayload(type: string, session: Record<string, unknown>) {
  return JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type,
    data: { object: { id: 'cs_test_1', object: 'checkout.session', ...session } },
  });
}

function signed(payload: string, key = secret) {
  return sdk.webhooks.generateTestHeaderString({ payload, secret: key });
}

function fakeClient(calls: unknown[]): StripeCheckoutClient {
  const sessions = {
    create: async (params: unknown, options: unknown) => {
      calls.push({ params, options });
      return { id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' };
    },
    retrieve: async () => ({ id: 'cs_test_1', status: 'complete', payment_status: 'paid' }),
    expire: async () => {
      throw new Error('already expired');
    },
  };
  return { checkout: { sessions }, webhooks: sdk.webhooks } as unknown as StripeCheckoutClient;
}

const provider = (calls: unknown[] = []) =>
  stripeProvider({ secretKey: 'sk_test_unit', webhookSecret: secret, client: fakeClient(calls) });

test('a checkout session is one HKD line in cents, tied to our payment id, created idempotently', async () => {
  const calls: Array<{ params: any; options: any }> = [];
  const session = await provider(calls).createCheckout({
    paymentId: 'pay_1',
    description: 'Wednesday Practice',
    amountCents: 18050,
    currency: 'HKD',
    customerEmail: 'member@example.hk',
    successUrl: 'http://localhost:3000/events/e1?payment=success',
    cancelUrl: 'http://localhost:3000/events/e1?payment=cancelled',
  });
  assert.deepEqual(session, { providerSessionId: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
  const { params, options } = calls[0];
  assert.equal(params.mode, 'payment');
  assert.equal(params.client_reference_id, 'pay_1');
  assert.deepEqual(params.line_items[0].price_data, {
    currency: 'hkd',
    unit_amount: 18050,
    product_data: { name: 'Wednesday Practice' },
  });
  assert.equal(params.success_url, 'http://localhost:3000/events/e1?payment=success');
  assert.equal(options.idempotencyKey, 'checkout-pay_1');
});

test('a correctly signed checkout.session.completed webhook reads as paid', async () => {
  const payload = eventPayload('checkout.session.completed', {
    client_reference_id: 'pay_1',
    status: 'complete',
    payment_status: 'paid',
  });
  const outcome = await provider().parseWebhook(Buffer.from(payload), signed(payload));
  assert.deepEqual(outcome, { paymentId: 'pay_1', state: 'paid' });
});

test('expired sessions and failed bank debits read as expired; a pending debit stays open', async () => {
  const expired = eventPayload('checkout.session.expired', { client_reference_id: 'pay_2', status: 'expired', payment_status: 'unpaid' });
  assert.deepEqual(await provider().parseWebhook(Buffer.from(expired), signed(expired)), { paymentId: 'pay_2', state: 'expired' });
  const failed = eventPayload('checkout.session.async_payment_failed', { metadata: { paymentId: 'pay_3' }, status: 'complete', payment_status: 'unpaid' });
  assert.deepEqual(await provider().parseWebhook(Buffer.from(failed), signed(failed)), { paymentId: 'pay_3', state: 'expired' });
  const pending = eventPayload('checkout.session.completed', { client_reference_id: 'pay_4', status: 'complete', payment_status: 'unpaid' });
  assert.deepEqual(await provider().parseWebhook(Buffer.from(pending), signed(pending)), { paymentId: 'pay_4', state: 'open' });
});

test('events about other things are acknowledged and ignored', async () => {
  const payload = eventPayload('customer.created', {});
  assert.equal(await provider().parseWebhook(Buffer.from(payload), signed(payload)), null);
});

test('a wrong signature, a tampered body or a missing header is refused', async () => {
  const payload = eventPayload('checkout.session.completed', { client_reference_id: 'pay_1', status: 'complete', payment_status: 'paid' });
  await assert.rejects(provider().parseWebhook(Buffer.from(payload), signed(payload, 'whsec_other')), WebhookSignatureError);
  const tampered = payload.replace('pay_1', 'pay_9');
  await assert.rejects(provider().parseWebhook(Buffer.from(tampered), signed(payload)), WebhookSignatureError);
  await assert.rejects(provider().parseWebhook(Buffer.from(payload), undefined), WebhookSignatureError);
});

test('without a webhook secret no webhook is trusted', async () => {
  const payload = eventPayload('checkout.session.completed', { client_reference_id: 'pay_1', status: 'complete', payment_status: 'paid' });
  const unsafe = stripeProvider({ secretKey: 'sk_test_unit', webhookSecret: undefined, client: fakeClient([]) });
  await assert.rejects(unsafe.parseWebhook(Buffer.from(payload), signed(payload)), WebhookSignatureError);
});

test('the state of a session is read from Stripe; expiring a finished one is harmless', async () => {
  const p = provider();
  assert.equal(await p.readState({ id: 'pay_1', providerSessionId: 'cs_test_1', status: 'open' }), 'paid');
  await p.expire({ providerSessionId: 'cs_test_1' });
});

test('a refund returns the whole payment intent of the session, keyed by our payment id so a retry refunds once', async () => {
  const calls: Array<{ params: unknown; options: unknown }> = [];
  const client = {
    checkout: { sessions: { retrieve: async (id: string) => ({ id, status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_9' }) } },
    refunds: {
      create: async (params: unknown, options: unknown) => {
        calls.push({ params, options });
        return { id: 're_1' };
      },
    },
    webhooks: sdk.webhooks,
  } as unknown as StripeCheckoutClient;
  const stripe = stripeProvider({ secretKey: 'sk_test_unit', webhookSecret: secret, client });
  await stripe.refund({ id: 'pay_9', providerSessionId: 'cs_test_9', amountCents: 15000 });
  assert.deepEqual(calls, [{ params: { payment_intent: 'pi_test_9' }, options: { idempotencyKey: 'refund-pay_9' } }]);
  await assert.rejects(stripe.refund({ id: 'pay_10', providerSessionId: null, amountCents: 100 }), /no Stripe checkout session/);
  // One participant's share of a family's checkout: that amount, keyed by the payment and the enrolment.
  await stripe.refund({ id: 'pay_9', providerSessionId: 'cs_test_9', amountCents: 5000, shareOf: 'enr_2' });
  assert.deepEqual(calls.at(-1), { params: { payment_intent: 'pi_test_9', amount: 5000 }, options: { idempotencyKey: 'refund-pay_9-enr_2' } });
});
