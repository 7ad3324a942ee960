/**
 * Membership status, decided in one place for the server and every screen: a guest never held an
 * annual membership; an active member holds one that has not run out (no expiry date reads as
 * "forever valid"); an expired member held one that has.
 */
export const MEMBERSHIP_STATUSES = ['guest', 'active', 'expired'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export interface MembershipFields {
  annualMembershipActivated: boolean;
  /** A Date on the server, an ISO string on the wire. */
  annualMembershipExpiredAt?: Date | string | null;
}

export function membershipStatus(member: MembershipFields, now: Date = new Date()): MembershipStatus {
  if (!member.annualMembershipActivated) return 'guest';
  const expiry = member.annualMembershipExpiredAt;
  if (expiry === null || expiry === undefined || expiry === '') return 'active';
  const time = (expiry instanceof Date ? expiry : new Date(expiry)).getTime();
  // A date that cannot be read counts as "forever valid", as the profile page shows it.
  if (Number.isNaN(time)) return 'active';
  return time > now.getTime() ? 'active' : 'expired';
}
