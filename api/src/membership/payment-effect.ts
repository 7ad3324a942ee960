import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { juniorFullName } from '../family/queries.js';
import { people } from '../family/table.js';
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
      // The payer's row lock orders concurrent completions: the query below then sees the
      // payment committed just before this one.
      const [payer] = await tx
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
      if (!payer) return false;
      // A junior's year, bought by a guardian (issue 39 point 4): the junior's row holds it.
      const [junior] = payment.personId ? await tx.select().from(people).where(eq(people.id, payment.personId)).for('update') : [];
      if (payment.personId && !junior) return false;
      const [boughtSince] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.userId, payment.userId),
            payment.personId ? eq(payments.personId, payment.personId) : isNull(payments.personId),
            eq(payments.purpose, 'membership'),
            eq(payments.status, 'paid'),
            ne(payments.id, payment.id),
            gt(payments.paidAt, payment.createdAt),
          ),
        )
        .limit(1);
      if (boughtSince) return false;
      const next = membershipAfterPayment(
        junior ? { annualMembershipActivated: junior.membershipActivated, annualMembershipExpiredAt: junior.membershipExpiredAt } : payer,
        paidAt,
      );
      if (junior) {
        await tx
          .update(people)
          .set({ membershipActivated: next.annualMembershipActivated, membershipExpiredAt: next.annualMembershipExpiredAt, updatedAt: paidAt })
          .where(eq(people.id, junior.id));
      } else {
        await tx
          .update(users)
          .set({ annualMembershipActivated: next.annualMembershipActivated, annualMembershipExpiredAt: next.annualMembershipExpiredAt, updatedAt: paidAt })
          .where(eq(users.id, payment.userId));
      }
      if (next.annualMembershipExpiredAt) {
        await enqueueMail(
          tx,
          membershipReceiptMail({
            to: payer.email,
            name: payer.fullName,
            ...(junior ? { junior: juniorFullName(junior) } : {}),
            language: payer.language,
            amountCents: payment.amountCents,
            paidAt,
            expiresAt: next.annualMembershipExpiredAt,
            webOrigin,
          }),
        );
      }
      return true;
    },
    async after(db, payment, paidAt) {
      // A new member gets this month's free practice now, not at the next hourly top-up. Credits
      // are kept per account: a junior's membership brings none yet.
      if (!payment.personId) await topUpFreePractice(db, paidAt, payment.userId);
    },
  };
}
