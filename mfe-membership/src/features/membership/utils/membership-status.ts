import dayjs, { type Dayjs } from 'dayjs';
import type { Profile } from '@golf/contract/profile';

/** Renewal opens this many days before the expiry (spec 01 §4, §9). */
export const RENEW_WINDOW_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What "valid until" shows (spec 01 §3): the date, 'Expired' once it has passed, and
 * 'Forever Valid' when the server sends no date or one that cannot be read.
 */
export type ValidUntil = { kind: 'date'; date: Dayjs } | { kind: 'expired'; date: Dayjs } | { kind: 'forever' };

export function validUntilOf(expiredAt: string | null | undefined, now: Date = new Date()): ValidUntil {
  if (!expiredAt) return { kind: 'forever' };
  const date = dayjs(expiredAt);
  if (!date.isValid()) return { kind: 'forever' };
  return date.valueOf() <= now.getTime() ? { kind: 'expired', date } : { kind: 'date', date };
}

/**
 * Whole days until the expiry, a part day counting as a day (expiring tonight is "1 day left"):
 * the API counts the same way, so the Renew button and the server's renew window agree.
 */
export function daysUntil(date: Dayjs, now: Date = new Date()): number {
  return Math.ceil((date.valueOf() - now.getTime()) / DAY_MS);
}

export type MembershipState =
  | { tier: 'guest' }
  | { tier: 'expired'; validUntil: ValidUntil }
  | { tier: 'annual'; validUntil: ValidUntil; daysLeft: number | null; canRenew: boolean };

type MembershipFields = Pick<Profile, 'membershipStatus' | 'annualMembershipExpiredAt'>;

/**
 * Guest, expired, or a running annual membership with its validity and whether Renew is offered
 * (1 to 60 days). Which of the three is the server's membershipStatus; the date is only shown.
 */
export function membershipStateOf(profile: MembershipFields, now: Date = new Date()): MembershipState {
  if (profile.membershipStatus === 'guest') return { tier: 'guest' };
  const validUntil = validUntilOf(profile.annualMembershipExpiredAt, now);
  if (profile.membershipStatus === 'expired') {
    return { tier: 'expired', validUntil: validUntil.kind === 'forever' ? validUntil : { kind: 'expired', date: validUntil.date } };
  }
  // Running, as the server says: a device clock a little ahead still shows the date, not Expired.
  const shown: ValidUntil = validUntil.kind === 'expired' ? { kind: 'date', date: validUntil.date } : validUntil;
  const daysLeft = shown.kind === 'date' ? Math.max(0, daysUntil(shown.date, now)) : null;
  const canRenew = daysLeft !== null && daysLeft >= 1 && daysLeft <= RENEW_WINDOW_DAYS;
  return { tier: 'annual', validUntil: shown, daysLeft, canRenew };
}

/** Join is for guests and for members whose year has run out (the API accepts both). */
export function canJoin(state: MembershipState): boolean {
  return state.tier !== 'annual';
}

/** The member card is shown for a running membership; an expired one shows the rejoin hint. */
export function showsMemberCard(state: MembershipState): boolean {
  return state.tier === 'annual';
}

/**
 * What a checkout the member comes back from was for. Join is offered only without a running
 * membership and Renew only with one, so the membership as it stands tells (a cancelled checkout
 * changed nothing).
 */
export function checkoutPurposeOf(state: MembershipState): 'join' | 'renew' {
  return state.tier === 'annual' ? 'renew' : 'join';
}

/**
 * Whether the profile already shows a paid checkout: a running membership outside the renew window
 * (a new year, or a renewal that pushed the end past the 60 days). Until then it is being verified.
 */
export function showsPaidMembership(state: MembershipState): boolean {
  return state.tier === 'annual' && !state.canRenew;
}
