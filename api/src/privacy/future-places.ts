import type { FastifyInstance } from 'fastify';
import { cancelFuturePendingPlaces } from '../events/enrolments.js';
import { waitlistSettingsOf } from '../events/waitlist.js';

/**
 * Closing an account or a junior's record gives up their unpaid places in events still to come and
 * the account's waiting-list entries (decision 94): asked at the closure, and again at the erasure
 * for any booked during the grace. Paid places are left to the normal cancellation and refund rule.
 * A failure is logged, not a failed closure (the closure is recorded already; the erasure runs this
 * again). A checkout the provider fails to end is logged too: the payment row is expired
 * already, so a late payment finds no place and is left to refund, as for any cancelled place.
 */
export async function freeFuturePlaces(app: FastifyInstance, who: { userId: string } | { personId: string }): Promise<number> {
  let cancelled: number;
  let providerSessionIds: string[];
  try {
    ({ cancelled, providerSessionIds } = await cancelFuturePendingPlaces(app.db, who, waitlistSettingsOf(app.config)));
  } catch (error) {
    // The closure is recorded already: it stands, and the erasure gives the places up again.
    app.log.error({ err: error, ...who }, 'a closed account’s places to come were not cancelled');
    return 0;
  }
  await Promise.all(
    providerSessionIds.map((providerSessionId) =>
      app.payments.provider.expire({ providerSessionId }).catch((error: unknown) => app.log.warn({ err: error, providerSessionId }, 'a closed account’s checkout was not ended at the provider')),
    ),
  );
  return cancelled;
}
