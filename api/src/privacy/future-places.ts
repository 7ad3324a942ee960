import type { FastifyInstance } from 'fastify';
import { cancelFuturePendingPlaces } from '../events/enrolments.js';
import { waitlistSettingsOf } from '../events/waitlist.js';

/**
 * Closing an account or a junior's record gives up their unpaid places in events still to come and
 * the account's waiting-list entries (decision 94): asked at the closure, and again at the erasure
 * for any booked during the grace. Paid places are left to the normal cancellation and refund rule.
 * A checkout the provider fails to end is logged, not a failed closure: the payment row is expired
 * already, so a late payment finds no place and is refunded as any late payment is.
 */
export async function freeFuturePlaces(app: FastifyInstance, who: { userId: string } | { personId: string }): Promise<number> {
  const { cancelled, providerSessionIds } = await cancelFuturePendingPlaces(app.db, who, waitlistSettingsOf(app.config));
  await Promise.all(
    providerSessionIds.map((providerSessionId) =>
      app.payments.provider.expire({ providerSessionId }).catch((error: unknown) => app.log.warn({ err: error, providerSessionId }, 'a closed account’s checkout was not ended at the provider')),
    ),
  );
  return cancelled;
}
