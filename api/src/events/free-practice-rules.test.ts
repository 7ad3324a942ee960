import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freePracticeRefusal, monthlyTopUp, FREE_PRACTICE_SLOTS_PER_EVENT } from './free-practice-rules.js';

const allowed = {
  eventType: 'Practice',
  paymentStatus: 'Pending' as const,
  credits: 1,
  redeemedThisMonth: false,
  eventRedemptions: 0,
};

test('a Practice event, a Pending enrolment and a credit allow a redemption', () => {
  assert.equal(freePracticeRefusal(allowed), null);
  assert.equal(freePracticeRefusal({ ...allowed, eventRedemptions: FREE_PRACTICE_SLOTS_PER_EVENT - 1 }), null);
});

test('each free-practice rule refuses on its own', () => {
  assert.equal(freePracticeRefusal({ ...allowed, eventType: 'Coaching' }), 'notPractice');
  assert.equal(freePracticeRefusal({ ...allowed, paymentStatus: 'Paid' }), 'notPending');
  assert.equal(freePracticeRefusal({ ...allowed, credits: 0 }), 'noCredit');
  assert.equal(freePracticeRefusal({ ...allowed, redeemedThisMonth: true }), 'usedThisMonth');
  assert.equal(freePracticeRefusal({ ...allowed, eventRedemptions: 5 }), 'eventSlotsTaken');
});

test('the monthly top-up brings an active member up to one credit once per Hong Kong month', () => {
  // 1 March 00:30 in Hong Kong is still February in UTC.
  const now = new Date('2026-02-28T16:30:00Z');
  assert.deepEqual(monthlyTopUp({ activeMember: true, credits: 0, lastTopUpMonth: '2026-02', now }), {
    credits: 1,
    month: '2026-03',
  });
  assert.equal(monthlyTopUp({ activeMember: true, credits: 0, lastTopUpMonth: '2026-03', now }), null);
});

test('unused credits do not pile up and a count set by the admin is kept', () => {
  const now = new Date('2026-04-10T04:00:00Z');
  assert.deepEqual(monthlyTopUp({ activeMember: true, credits: 1, lastTopUpMonth: '2026-03', now }), {
    credits: 1,
    month: '2026-04',
  });
  assert.deepEqual(monthlyTopUp({ activeMember: true, credits: 3, lastTopUpMonth: null, now }), {
    credits: 3,
    month: '2026-04',
  });
});

test('no top-up for someone who is not an active member', () => {
  assert.equal(monthlyTopUp({ activeMember: false, credits: 0, lastTopUpMonth: null }), null);
});
