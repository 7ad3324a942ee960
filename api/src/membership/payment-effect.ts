import { and, eq, gt, ne } from 'drizzle-orm';
import { topUpFreePractice } from '../events/free-practice.js';
import type { PaymentEffect } from '../payments/service.js';
import { payments } from '../payments/table.js';
import { users } from '../users/table.js';
import { enqueueMail } from '../mail/outbox.js';
import { membershipReceiptMail } from './mails.js';
import { membershipAfterPayment } from './rules.js';

/**
 * A paid membership fee activates the membership, or adds a year to it (architecture §5). A checkout
 * buys the year the member asked for when it was opened: when another membership payment was
 * recorded since, that year is bought already (a superseded checkout paid anyway, or the one
 * that superseded it), and this payment is left to refund. The receipt is written in the same
 * transaction.
 */
export function membershipPaymentEffect(webOrigin: string): PaymentEffect {
  return {
    async apply(tx, payment, paidAt) {
      // The user's row lock orders concurrent completions: the query below then sees the
      // payment committed just before this one.
      const [user] = await tx
        .select({
          annualMembershipActivated: users.annualMembershipActivated,
          annualMembershipExpiredAt: users.annualMembershipExpiredAt,
          email: users.email,
          fullName: users.fullName,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, payment.userId))
        .for('update');
      if (!user) return false;
      const [boughtSince] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.userId, payment.userId),
            eq(payments.purpose, 'membership'),
            eq(payments.status, 'paid'),
            ne(payments.id, payment.id),
            gt(payments.paidAt, payment.createdAt),
          ),
        )
        .limit(1);
      if (boughtSince) return false;
      const next = membershipAfterPayment(user, paidAt);
      await tx
        .update(users)
        .set({ annualMembershipActivated: next.annualMembershipActivated, annualMembershipExpiredAt: next.annualMembershipExpiredAt, updatedAt: paidAt })
        .where(eq(users.id, payment.userId));
      if (next.annualMembershipExpiredAt) {
        await enqueueMail(
          tx,
          membershipReceiptMail({ to: user.email, name: user.fullName, language: user.language, amountCents: payment.amountCents, paidAt, expiresAt: next.annualMembershipExpiredAt, webOrigin }),
        );
      }
      return true;
    },
    async after(db, payment, paidAt) {
      // A new member gets this month's free practice now, not at the next hourly top-up.
      await topUpFreePractice(db, paidAt, payment.userId);
    },
  };
}
