import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signInFailures } from './table.js';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Seconds until the account may try again, or 0 when it may try now: after `maxFailures` failed
 * sign-ins within the window, until the oldest of them leaves the window.
 */
export async function secondsUntilSignInAllowed(db: Db, email: string, maxFailures: number, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const [{ failures } = { failures: 0 }] = await db
    .select({ failures: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), gt(signInFailures.failedAt, since)));
  if (failures < maxFailures) return 0;
  // The attempt that will leave the window and bring the count below the limit.
  const [oldest] = await db
    .select({ failedAt: signInFailures.failedAt })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), gt(signInFailures.failedAt, since)))
    .orderBy(asc(signInFailures.failedAt))
    .offset(failures - maxFailures)
    .limit(1);
  const freeAt = (oldest?.failedAt.getTime() ?? now.getTime()) + FAILURE_WINDOW_MS;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

export async function recordSignInFailure(db: Db, email: string, now = new Date()): Promise<void> {
  await db.insert(signInFailures).values({ email, failedAt: now });
  // Rows that no longer count are cleared as we go, so the table stays small.
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.email, email), lt(signInFailures.failedAt, new Date(now.getTime() - FAILURE_WINDOW_MS))));
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}
