import { canJoin, membershipStateOf, showsMemberCard, validUntilOf } from './membership-status';

const now = new Date('2026-06-01T04:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
const member = (expiredAt: string | null | undefined) => ({ annualMembershipActivated: true, annualMembershipExpiredAt: expiredAt });

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
  it('is Guest when the membership is not activated, whatever the date says', () => {
    expect(membershipStateOf({ annualMembershipActivated: false, annualMembershipExpiredAt: inDays(30) }, now)).toEqual({ tier: 'guest' });
  });

  it.each([
    [0, false],
    [1, true],
    [30, true],
    [60, true],
    [61, false],
  ])('offers Renew %s days before the expiry: %s', (days, expected) => {
    expect(membershipStateOf(member(inDays(days)), now)).toMatchObject({ tier: 'annual', canRenew: expected });
  });

  it('counts a part day as a day, like the API (expiring tonight is 1 day left)', () => {
    expect(membershipStateOf(member(inDays(0.25)), now)).toMatchObject({ daysLeft: 1, canRenew: true });
    expect(membershipStateOf(member(inDays(60.5)), now)).toMatchObject({ daysLeft: 61, canRenew: false });
  });

  it('never offers Renew for a membership without end or one that has expired', () => {
    expect(membershipStateOf(member(null), now)).toMatchObject({ canRenew: false, daysLeft: null });
    expect(membershipStateOf(member(inDays(-5)), now)).toMatchObject({ canRenew: false, daysLeft: null });
  });
});

describe('join and member card', () => {
  it('lets guests and lapsed members join; running members see their card', () => {
    const guest = membershipStateOf({ annualMembershipActivated: false, annualMembershipExpiredAt: null }, now);
    const lapsed = membershipStateOf(member(inDays(-1)), now);
    const running = membershipStateOf(member(inDays(200)), now);
    const forever = membershipStateOf(member(null), now);
    expect([guest, lapsed, running, forever].map(canJoin)).toEqual([true, true, false, false]);
    expect([guest, lapsed, running, forever].map(showsMemberCard)).toEqual([false, false, true, true]);
  });
});
