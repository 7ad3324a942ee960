import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renewRefusal, joinRefusal, membershipAfterPayment, addOneYear, daysUntilExpiry } from './rules.js';

const now = new Date('2026-06-01T04:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
const member = (expiry: Date | null) => ({ annualMembershipActivated: true, annualMembershipExpiredAt: expiry });

test('renewal is open when the expiry lies 1 to 60 days ahead', () => {
  assert.equal(renewRefusal(member(inDays(1)), now), null);
  assert.equal(renewRefusal(member(inDays(0.25)), now), null); // expires tonight: 1 day left
  assert.equal(renewRefusal(member(inDays(60)), now), null);
});

test('renewal is refused outside the window, for non-members and for memberships without end', () => {
  assert.equal(renewRefusal(member(inDays(61)), now), 'tooEarly');
  assert.equal(renewRefusal(member(inDays(-1)), now), 'expired');
  assert.equal(renewRefusal(member(now), now), 'expired');
  assert.equal(renewRefusal(member(null), now), 'neverExpires');
  assert.equal(renewRefusal({ annualMembershipActivated: false, annualMembershipExpiredAt: null }, now), 'notMember');
});

test('joining is for guests and lapsed members only', () => {
  assert.equal(joinRefusal({ annualMembershipActivated: false, annualMembershipExpiredAt: null }, now), null);
  assert.equal(joinRefusal(member(inDays(-3)), now), null);
  assert.equal(joinRefusal(member(inDays(3)), now), 'alreadyMember');
  assert.equal(joinRefusal(member(null), now), 'alreadyMember');
});

test('a first payment activates the membership for a year from payment', () => {
  const after = membershipAfterPayment({ annualMembershipActivated: false, annualMembershipExpiredAt: null }, now);
  assert.deepEqual(after, { annualMembershipActivated: true, annualMembershipExpiredAt: new Date('2027-06-01T04:00:00Z') });
});

test('a renewal adds a year to the current expiry, keeping the days left', () => {
  const after = membershipAfterPayment(member(inDays(20)), now);
  assert.deepEqual(after.annualMembershipExpiredAt, addOneYear(inDays(20)));
});

test('paying after a lapse counts the year from payment', () => {
  const after = membershipAfterPayment(member(inDays(-10)), now);
  assert.deepEqual(after.annualMembershipExpiredAt, new Date('2027-06-01T04:00:00Z'));
});

test('a year after 29 February is 1 March; days are counted up', () => {
  assert.deepEqual(addOneYear(new Date('2028-02-29T00:00:00Z')), new Date('2029-03-01T00:00:00Z'));
  assert.equal(daysUntilExpiry(inDays(1.5), now), 2);
});
