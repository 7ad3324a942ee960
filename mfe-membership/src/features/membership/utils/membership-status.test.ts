import { membershipStatus } from '@golf/contract/membership';
import { canJoin, membershipStateOf, showsMemberCard, validUntilOf } from './membership-status';

const now = new Date('2026-06-01T04:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
// What the server would send: the status follows the contract's rule at the same moment.
const member = (expiredAt: string | null) => {
  const fields = { annualMembershipActivated: true, annualMembershipExpiredAt: expiredAt };
  return { ...fields, membershipStatus: membershipStatus(fields, now) };
};

describe('validUntilOf', () => {
  it('is the date while it lies ahead', () => {
    const result = validUntilOf('2027-06-01T04:00:00.000Z', now);
    expect(result.kind).toBe('date');
    expect(result.kind === 'date' && result.date.toISOString()).toBe('2027-06-01T04:00:00.000Z');
  });

  it('is Expired once the date has passed, and at the very moment it passes', () => {
    expect(validUntilOf(inDays(-1), now).kind).toBe('expired');
    expect(validUntilOf(now.toISOString(), now).kind).toBe('expired');
  });

  it('is Forever Valid when the date is empty or cannot be read', () => {
    expect(validUntilOf(null, now)).toEqual({ kind: 'forever' });
    expect(validUntilOf(undefined, now)).toEqual({ kind: 'forever' });
    expect(validUntilOf('', now)).toEqual({ kind: 'forever' });
    expect(validUntilOf('not a date', now)).toEqual({ kind: 'forever' });
  });
});

describe('membershipStateOf', () => {
  it('is Guest when the server says guest, whatever the date says', () => {
    expect(membershipStateOf({ membershipStatus: 'guest', annualMembershipExpiredAt: inDays(30) }, now)).toEqual({ tier: 'guest' });
  });

  it('follows the server, not the device clock: expired is Expired, active shows its date', () => {
    expect(membershipStateOf({ membershipStatus: 'expired', annualMembershipExpiredAt: inDays(-3) }, now)).toMatchObject({ tier: 'expired', validUntil: { kind: 'expired' } });
    const clockAhead = membershipStateOf({ membershipStatus: 'active', annualMembershipExpiredAt: inDays(-0.01) }, now);
    expect(clockAhead).toMatchObject({ tier: 'annual', validUntil: { kind: 'date' }, canRenew: false });
  });

  it.each([
    [0, false],
    [1, true],
    [30, true],
    [60, true],
    [61, false],
  ])('offers Renew %s days before the expiry: %s', (days, expected) => {
    const state = membershipStateOf(member(inDays(days)), now);
    expect(state.tier === 'annual' && state.canRenew).toBe(expected);
  });

  it('counts a part day as a day, like the API (expiring tonight is 1 day left)', () => {
    expect(membershipStateOf(member(inDays(0.25)), now)).toMatchObject({ daysLeft: 1, canRenew: true });
    expect(membershipStateOf(member(inDays(60.5)), now)).toMatchObject({ daysLeft: 61, canRenew: false });
  });

  it('never offers Renew for a membership without end or one that has expired', () => {
    expect(membershipStateOf(member(null), now)).toMatchObject({ canRenew: false, daysLeft: null });
    expect(membershipStateOf(member(inDays(-5)), now)).toMatchObject({ tier: 'expired', validUntil: { kind: 'expired' } });
  });
});

describe('join and member card', () => {
  it('lets guests and lapsed members join; running members see their card', () => {
    const guest = membershipStateOf({ membershipStatus: 'guest', annualMembershipExpiredAt: null }, now);
    const lapsed = membershipStateOf(member(inDays(-1)), now);
    const running = membershipStateOf(member(inDays(200)), now);
    const forever = membershipStateOf(member(null), now);
    expect([guest, lapsed, running, forever].map(canJoin)).toEqual([true, true, false, false]);
    expect([guest, lapsed, running, forever].map(showsMemberCard)).toEqual([false, false, true, true]);
  });
});
