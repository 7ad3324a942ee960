import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentEffect } from '../payments/service.js';
import { enqueueMail } from '../mail/outbox.js';
import { users } from '../users/table.js';
import { enrolmentMail } from './mails.js';
import { enrollments, events } from './table.js';

/**
 * A paid event checkout confirms its enrolments (one, or a family's), once: when every one of them
 * is already Paid (by another checkout or a free practice) or gone (cancelled, event deleted), the
 * payment is left to refund. A receipt per place (with its entry QR and the event's .ics) is
 * written in the same transaction.
 */
export function enrollmentPaymentEffect(webOrigin: string): PaymentEffect {
  return {
    async apply(tx, payment, paidAt) {
      const ids = payment.enrollmentIds ?? (payment.enrollmentId ? [payment.enrollmentId] : []);
      if (ids.length === 0) return false;
      // Every place it pays that still waits for payment; one already paid another way (the desk
      // ends open checkouts first, so only in a race) is left as it is.
      const confirmed = await tx
        .update(enrollments)
        .set({ paymentStatus: 'Paid', paidWith: 'payment', paidAt })
        .where(and(inArray(enrollments.id, ids), eq(enrollments.paymentStatus, 'Pending')))
        .returning();
      if (confirmed.length === 0) return false;
      const [event] = await tx.select().from(events).where(eq(events.id, confirmed[0]!.eventId)).limit(1);
      const [owner] = await tx.select({ language: users.language }).from(users).where(eq(users.id, payment.userId)).limit(1);
      for (const enrollment of confirmed) {
        if (event) await enqueueMail(tx, await enrolmentMail({ kind: 'receipt', event, enrollment, language: owner?.language ?? 'zh', webOrigin, paidAt }));
      }
      return true;
    },
  };
}
