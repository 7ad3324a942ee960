import dayjs, { type Dayjs } from 'dayjs';
import type { Profile } from '@golf/shared/api/types';

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
  | { tier: 'annual'; validUntil: ValidUntil; daysLeft: number | null; canRenew: boolean };

type MembershipFields = Pick<Profile, 'annualMembershipActivated' | 'annualMembershipExpiredAt'>;

/** Guest, or an annual membership with its validity and whether Renew is offered (1 to 60 days). */
export function membershipStateOf(profile: MembershipFields, now: Date = new Date()): MembershipState {
  if (!profile.annualMembershipActivated) return { tier: 'guest' };
  const validUntil = validUntilOf(profile.annualMembershipExpiredAt, now);
  const daysLeft = validUntil.kind === 'date' ? daysUntil(validUntil.date, now) : null;
  const canRenew = daysLeft !== null && daysLeft >= 1 && daysLeft <= RENEW_WINDOW_DAYS;
  return { tier: 'annual', validUntil, daysLeft, canRenew };
}

/** Join is for guests and for members whose year has run out (the API accepts both). */
export function canJoin(state: MembershipState): boolean {
  return state.tier === 'guest' || state.validUntil.kind === 'expired';
}

/** The member card is shown for a running membership; an expired one shows the rejoin hint. */
export function showsMemberCard(state: MembershipState): boolean {
  return state.tier === 'annual' && state.validUntil.kind !== 'expired';
}
