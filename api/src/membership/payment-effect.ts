import { eq } from 'drizzle-orm';
import { topUpFreePractice } from '../events/free-practice.js';
import type { PaymentEffect } from '../payments/service.js';
import { users } from '../users/table.js';
import { membershipAfterPayment } from './rules.js';

/** A paid membership fee activates the membership, or adds a year to it (DESIGN §5). */
export const membershipPaymentEffect: PaymentEffect = {
  async apply(tx, payment, paidAt) {
    const [user] = await tx
      .select({
        annualMembershipActivated: users.annualMembershipActivated,
        annualMembershipExpiredAt: users.annualMembershipExpiredAt,
      })
      .from(users)
      .where(eq(users.id, payment.userId))
      .for('update');
    if (!user) return;
    const next = membershipAfterPayment(user, paidAt);
    await tx
      .update(users)
      .set({ ...next, updatedAt: paidAt })
      .where(eq(users.id, payment.userId));
  },
  async after(db, payment, paidAt) {
    // A new member gets this month's free practice now, not at the next hourly top-up.
    await topUpFreePractice(db, paidAt, payment.userId);
  },
};
