// Free practice (architecture §5a): one credit a month for active annual members, spent on a Practice
// event's Pending enrolment, at most one redemption a month per user and five per event.
import { hkMonth } from './hk-time.js';

/** The spec's "3 to 5 member free slots per activity": we take the upper bound. */
export const FREE_PRACTICE_SLOTS_PER_EVENT = 5;

export type FreePracticeRefusal =
  | 'notPractice'
  | 'notPending'
  | 'noCredit'
  | 'usedThisMonth'
  | 'eventSlotsTaken';

export interface FreePracticeSituation {
  eventType: string;
  paymentStatus: 'Pending' | 'Paid';
  credits: number;
  /** Whether the user already redeemed a free practice in this Hong Kong month. */
  redeemedThisMonth: boolean;
  /** Free redemptions already taken on this event. */
  eventRedemptions: number;
}

/** Why a free practice cannot be redeemed, or null when it can. */
export function freePracticeRefusal(s: FreePracticeSituation): FreePracticeRefusal | null {
  if (s.eventType !== 'Practice') return 'notPractice';
  if (s.paymentStatus !== 'Pending') return 'notPending';
  if (s.credits <= 0) return 'noCredit';
  if (s.redeemedThisMonth) return 'usedThisMonth';
  if (s.eventRedemptions >= FREE_PRACTICE_SLOTS_PER_EVENT) return 'eventSlotsTaken';
  return null;
}

/**
 * The monthly top-up: an active member who has not been topped up this Hong Kong month is
 * brought up to one credit. Unused credits do not pile up (1 stays 1), and a larger count the
 * admin set by hand is left alone. Returns null when nothing is due.
 */
export function monthlyTopUp(input: {
  activeMember: boolean;
  credits: number;
  lastTopUpMonth: string | null;
  now?: Date;
}): { credits: number; month: string } | null {
  if (!input.activeMember) return null;
  const month = hkMonth(input.now);
  if (input.lastTopUpMonth === month) return null;
  return { credits: Math.max(input.credits, 1), month };
}
