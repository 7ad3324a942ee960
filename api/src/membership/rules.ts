// Pure rules of the annual membership: who may join, the renew window, the new expiry.

/** Renewal opens this many days before expiry (spec 01 §4, §9). */
export const RENEW_WINDOW_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MembershipState {
  annualMembershipActivated: boolean;
  annualMembershipExpiredAt: Date | null;
}

/** Whole days until expiry, counting a part day as a day (expiring tonight is "1 day left"). */
export function daysUntilExpiry(expiry: Date, now: Date = new Date()): number {
  return Math.ceil((expiry.getTime() - now.getTime()) / DAY_MS);
}

export type RenewRefusal = 'notMember' | 'neverExpires' | 'expired' | 'tooEarly';

/** Why a renew link is refused, or null when the expiry lies 1 to 60 days ahead. */
export function renewRefusal(state: MembershipState, now: Date = new Date()): RenewRefusal | null {
  if (!state.annualMembershipActivated) return 'notMember';
  if (state.annualMembershipExpiredAt === null) return 'neverExpires';
  const days = daysUntilExpiry(state.annualMembershipExpiredAt, now);
  if (days < 1) return 'expired';
  if (days > RENEW_WINDOW_DAYS) return 'tooEarly';
  return null;
}

export type JoinRefusal = 'alreadyMember';

/** Joining is for anyone without a running membership (never joined, or lapsed). */
export function joinRefusal(state: MembershipState, now: Date = new Date()): JoinRefusal | null {
  if (!state.annualMembershipActivated) return null;
  const expiry = state.annualMembershipExpiredAt;
  if (expiry === null || expiry.getTime() > now.getTime()) return 'alreadyMember';
  return null;
}

/** The same calendar moment a year later (29 February rolls to 1 March). */
export function addOneYear(at: Date): Date {
  const next = new Date(at.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/**
 * The membership after a paid membership fee (architecture §5): a year from payment, or a year added
 * to the current expiry when it still lies ahead (a renewal never loses the days left).
 */
export function membershipAfterPayment(state: MembershipState, paidAt: Date): MembershipState {
  const expiry = state.annualMembershipExpiredAt;
  if (state.annualMembershipActivated && expiry === null) return state; // already never expires
  const runsOn = state.annualMembershipActivated && expiry && expiry.getTime() > paidAt.getTime();
  return {
    annualMembershipActivated: true,
    annualMembershipExpiredAt: addOneYear(runsOn ? expiry : paidAt),
  };
}
