import { membershipStatus } from './membership.ts';
import { priceFor } from './pricing.ts';
import { isImageTooLarge, IMAGE_MAX_BYTES } from './limits.ts';
import { isEventType } from './events.ts';

const now = new Date('2026-06-15T12:00:00Z');

describe('membership status', () => {
  it.each([
    ['never activated', { annualMembershipActivated: false, annualMembershipExpiredAt: '2027-01-01T00:00:00Z' }, 'guest'],
    ['running', { annualMembershipActivated: true, annualMembershipExpiredAt: '2026-06-16T00:00:00Z' }, 'active'],
    ['running, as a Date', { annualMembershipActivated: true, annualMembershipExpiredAt: new Date('2026-07-01') }, 'active'],
    ['no expiry date (forever valid)', { annualMembershipActivated: true, annualMembershipExpiredAt: null }, 'active'],
    ['an unreadable date reads as forever valid', { annualMembershipActivated: true, annualMembershipExpiredAt: 'soon' }, 'active'],
    ['run out last month', { annualMembershipActivated: true, annualMembershipExpiredAt: '2026-05-15T00:00:00Z' }, 'expired'],
    ['runs out this very moment', { annualMembershipActivated: true, annualMembershipExpiredAt: now.toISOString() }, 'expired'],
  ] as const)('%s', (_case, member, expected) => {
    expect(membershipStatus(member, now)).toBe(expected);
  });
});

describe('the price a caller pays', () => {
  const event = { priceMember: 80, priceNonMember: 120 };
  it('is the member price only while the membership runs', () => {
    expect(priceFor(event, 'active')).toBe(80);
    expect(priceFor(event, 'expired')).toBe(120);
    expect(priceFor(event, 'guest')).toBe(120);
  });
});

describe('limits and event types', () => {
  it('accepts an image of exactly 5 MB and refuses one byte more', () => {
    expect(isImageTooLarge(IMAGE_MAX_BYTES)).toBe(false);
    expect(isImageTooLarge(IMAGE_MAX_BYTES + 1)).toBe(true);
  });
  it('knows the event types', () => {
    expect(isEventType('Practice')).toBe(true);
    expect(isEventType('Party')).toBe(false);
  });
});
