import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HttpError } from '../core/http-error.js';
import type { Db } from '../db/client.js';
import type { PaymentProvider } from './provider.js';
import { createPayments } from './service.js';

const unreachable: PaymentProvider = {
  name: 'stripe',
  createCheckout: async () => {
    throw new Error('connect ECONNREFUSED api.stripe.com');
  },
  readState: async () => {
    throw new Error('timeout');
  },
  expire: async () => {},
  parseWebhook: async () => null,
};

const noEffect = { apply: async () => {} };

test('an unreachable provider is a 502 with a retry message, and is logged', async () => {
  const logged: string[] = [];
  // No query runs before the provider answers, so no database is needed here.
  const payments = createPayments({
    db: {} as Db,
    provider: unreachable,
    webOrigin: 'http://localhost:3000',
    effects: { enrollment: noEffect, membership: noEffect },
    log: (message) => logged.push(message),
  });
  const start = payments.start({
    userId: 'u1',
    purpose: 'enrollment',
    enrollmentId: 'e1',
    description: 'Practice',
    amountCents: 100,
    customerEmail: null,
    returnPath: '/events/x',
  });
  await assert.rejects(start, (error: unknown) => error instanceof HttpError && error.statusCode === 502 && error.messageKey === 'payments.providerUnavailable');
  const open = { id: 'p1', status: 'open', providerSessionId: 'cs_1' } as Parameters<typeof payments.refresh>[0];
  await assert.rejects(payments.refresh(open), (error: unknown) => error instanceof HttpError && error.statusCode === 502);
  assert.equal(logged.length, 2);
});

test('return addresses are the first web origin, the page and the outcome', () => {
  const payments = createPayments({ db: {} as Db, provider: unreachable, webOrigin: 'https://golf.example.hk', effects: { enrollment: noEffect, membership: noEffect } });
  assert.equal(payments.returnUrl({ returnPath: '/events/abc' }, 'success'), 'https://golf.example.hk/events/abc?payment=success');
  assert.equal(payments.returnUrl({ returnPath: '/membership' }, 'cancelled'), 'https://golf.example.hk/membership?payment=cancelled');
});
