import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { HttpError } from '../core/http-error.js';
import type { Db } from '../db/client.js';
import type { PaymentProvider } from './provider.js';
import { createPayments, type CheckoutStart } from './service.js';
import { payments as paymentsTable } from './table.js';

let t: TestApp;
let member: TestMember;
before(async () => {
  t = await startTestApp();
  member = await t.signUpMember();
});
after(() => t.close());

const unreachable: PaymentProvider = {
  name: 'stripe',
  createCheckout: async () => {
    throw new Error('connect ECONNREFUSED api.stripe.com');
  },
  readState: async () => {
    throw new Error('timeout');
  },
  refund: async () => {
    throw new Error('connect ECONNREFUSED api.stripe.com');
  },
  expire: async () => {},
  parseWebhook: async () => null,
};

const noEffect = { apply: async () => true };

const membershipCheckout = (userId: string): CheckoutStart => ({
  userId,
  purpose: 'membership',
  membershipMode: 'join',
  description: 'Annual membership',
  amountCents: 50000,
  customerEmail: null,
  returnPath: '/membership',
});

test('an unreachable provider is a 502 with a retry message, is logged, and leaves no checkout behind', async () => {
  const logged: string[] = [];
  const payments = createPayments({
    db: t.app.db,
    provider: unreachable,
    webOrigin: 'http://localhost:3000',
    effects: { enrollment: noEffect, membership: noEffect },
    log: (message) => logged.push(message),
  });
  const is502 = (error: unknown) => error instanceof HttpError && error.statusCode === 502 && error.messageKey === 'payments.providerUnavailable';
  // Twice: the reservation of the first failed attempt does not block the second.
  await assert.rejects(payments.checkout(membershipCheckout(member.id)), is502);
  await assert.rejects(payments.checkout(membershipCheckout(member.id)), is502);
  assert.deepEqual(await t.app.db.select().from(paymentsTable).where(eq(paymentsTable.userId, member.id)), []);
  const open = { id: 'p1', status: 'open', providerSessionId: 'cs_1' } as Parameters<typeof payments.refresh>[0];
  await assert.rejects(payments.refresh(open), is502);
  assert.equal(logged.length, 3);
});

test('a checkout waits for a reservation being opened by another caller, and takes over an abandoned one', async () => {
  const someone = await t.signUpMember();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let created = 0;
  const slow: PaymentProvider = {
    ...unreachable,
    name: 'sandbox',
    readState: async (payment) => payment.status,
    async createCheckout(request) {
      created += 1;
      await gate;
      return { providerSessionId: null, url: `https://pay.example/${request.paymentId}` };
    },
  };
  const payments = createPayments({ db: t.app.db, provider: slow, webOrigin: 'http://localhost:3000', effects: { enrollment: noEffect, membership: noEffect } });
  const first = payments.checkout(membershipCheckout(someone.id));
  const second = payments.checkout(membershipCheckout(someone.id));
  // Kept: the second caller polls the reservation with no signal of its own; 100 ms lets it be waiting when the first finishes.
  setTimeout(release, 100);
  const [a, b] = await Promise.all([first, second]);
  assert.equal(created, 1);
  assert.equal(a.id, b.id);
  assert.equal(b.checkoutUrl, `https://pay.example/${a.id}`);

  // A reservation whose caller died long ago is ended, and a new checkout opened.
  const abandoned = await t.signUpMember();
  await t.app.db.insert(paymentsTable).values({
    id: 'pay_abandoned',
    userId: abandoned.id,
    purpose: 'membership',
    membershipMode: 'join',
    description: 'x',
    amountCents: 50000,
    provider: 'sandbox',
    checkoutUrl: '',
    returnPath: '/membership',
    createdAt: new Date(Date.now() - 10 * 60_000),
  });
  const taken = await payments.checkout(membershipCheckout(abandoned.id));
  assert.notEqual(taken.id, 'pay_abandoned');
  const [old] = await t.app.db.select().from(paymentsTable).where(eq(paymentsTable.id, 'pay_abandoned'));
  assert.equal(old!.status, 'expired');
});

test('return addresses are the first web origin, the page and the outcome', () => {
  const payments = createPayments({ db: {} as Db, provider: unreachable, webOrigin: 'https://golf.example.hk', effects: { enrollment: noEffect, membership: noEffect } });
  assert.equal(payments.returnUrl({ returnPath: '/events/abc' }, 'success'), 'https://golf.example.hk/events/abc?payment=success');
  assert.equal(payments.returnUrl({ returnPath: '/membership' }, 'cancelled'), 'https://golf.example.hk/membership?payment=cancelled');
});
