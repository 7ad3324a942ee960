import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkoutClosedPage, checkoutPage } from './checkout-page.js';
import type { PaymentRow } from './table.js';

const payment = (purpose: 'membership' | 'enrollment'): PaymentRow => ({
  id: 'pay-1', userId: 'u1', purpose, enrollmentId: null, enrollmentIds: null, personId: null, membershipMode: null,
  description: '年度會籍 · Annual membership', amountCents: 50_000, currency: 'HKD', provider: 'sandbox',
  providerSessionId: null, checkoutUrl: '', returnPath: '/membership', status: 'open',
  createdAt: new Date(), paidAt: null, refundedAt: null,
});

// A sentence ends in its own language's full stop; a separator right after one reads doubled.
const DOUBLED = /[。.!?！？]\s*·/;

test('the sandbox pages never put a separator after a full stop', () => {
  const pages = [
    checkoutPage(payment('membership')),
    checkoutPage(payment('enrollment')),
    ...(['paid', 'expired', 'notFound'] as const).map((kind) => checkoutClosedPage(kind, 'http://localhost:3000/')),
  ];
  for (const html of pages) {
    const text = html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ');
    assert.doesNotMatch(text, DOUBLED, text);
  }
  assert.match(pages[0]!, /付款後會返回網站。<br><span lang="en">You return to the site afterwards\.<\/span>/);
});
