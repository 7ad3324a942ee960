import type { Db } from '../db/client.js';
import { forget, giveBack, hit } from '../core/rate-limit.js';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

const PAIR = 'signin:pair';
const ADDRESS = 'signin:address';

export interface SignInLimits {
  /** Failed sign-ins per (email, client address) pair per window. */
  perPair: number;
  /** Failed sign-ins per client address, whatever the emails, per window. */
  perAddress: number;
}

/**
 * Reserves one failure slot for this (email, address) pair and this address before the password
 * is checked, so a flood of wrong passwords evaluates at most `perPair` hashes. Returns 0 when the
 * attempt may go on, else the seconds to wait. The lock is per pair, not per account: someone
 * flooding an account from one address does not keep its owner out from another.
 */
export async function reserveSignInAttempt(db: Db, email: string, address: string, limits: SignInLimits): Promise<number> {
  const pairKey = `${address} ${email}`;
  const pair = await hit(db, { scope: PAIR, max: limits.perPair, windowMs: FAILURE_WINDOW_MS }, pairKey);
  if (!pair.allowed) return pair.retryAfter;
  const perAddress = await hit(db, { scope: ADDRESS, max: limits.perAddress, windowMs: FAILURE_WINDOW_MS }, address);
  if (!perAddress.allowed) {
    // Not evaluated, so not a failure of this pair.
    await giveBack(db, PAIR, pairKey);
    return perAddress.retryAfter;
  }
  return 0;
}

/** The password was right: the pair starts afresh and the address gets its slot back. */
export async function signInSucceeded(db: Db, email: string, address: string): Promise<void> {
  await forget(db, PAIR, `${address} ${email}`);
  await giveBack(db, ADDRESS, address);
}
