import { and, eq } from 'drizzle-orm';
import type { PaymentEffect } from '../payments/service.js';
import { enqueueMail } from '../mail/outbox.js';
import { users } from '../users/table.js';
import { enrolmentMail } from './mails.js';
import { enrollments, events } from './table.js';

/**
 * A paid event checkout confirms its enrolment, once: an enrolment already Paid (by another
 * checkout or a free practice) or gone (cancelled, event deleted) leaves the payment to refund.
 * The receipt (with the event's .ics) is written in the same transaction.
 */
export function enrollmentPaymentEffect(webOrigin: string): PaymentEffect {
  return {
    async apply(tx, payment, paidAt) {
      if (!payment.enrollmentId) return false;
      const [confirmed] = await tx
        .update(enrollments)
        .set({ paymentStatus: 'Paid', paidWith: 'payment', paidAt })
        .where(and(eq(enrollments.id, payment.enrollmentId), eq(enrollments.paymentStatus, 'Pending')))
        .returning();
      if (!confirmed) return false;
      const [event] = await tx.select().from(events).where(eq(events.id, confirmed.eventId)).limit(1);
      const [owner] = await tx.select({ language: users.language }).from(users).where(eq(users.id, confirmed.userId)).limit(1);
      if (event) await enqueueMail(tx, await enrolmentMail({ kind: 'receipt', event, enrollment: confirmed, language: owner?.language ?? 'zh', webOrigin, paidAt }));
      return true;
    },
  };
}
