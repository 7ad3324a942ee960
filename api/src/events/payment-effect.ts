import { and, eq } from 'drizzle-orm';
import type { PaymentEffect } from '../payments/service.js';
import { enrollments } from './table.js';

/**
 * A paid event checkout confirms its enrolment, once: an enrolment already Paid (by another
 * checkout or a free practice) or gone (cancelled, event deleted) leaves the payment to refund.
 */
export const enrollmentPaymentEffect: PaymentEffect = {
  async apply(tx, payment, paidAt) {
    if (!payment.enrollmentId) return false;
    const [confirmed] = await tx
      .update(enrollments)
      .set({ paymentStatus: 'Paid', paidWith: 'payment', paidAt })
      .where(and(eq(enrollments.id, payment.enrollmentId), eq(enrollments.paymentStatus, 'Pending')))
      .returning({ id: enrollments.id });
    return Boolean(confirmed);
  },
};
