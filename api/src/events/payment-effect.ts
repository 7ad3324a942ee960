import { and, eq } from 'drizzle-orm';
import type { PaymentEffect } from '../payments/service.js';
import { enrollments } from './table.js';

/** A paid event checkout confirms its enrolment (unless it was cancelled or paid otherwise). */
export const enrollmentPaymentEffect: PaymentEffect = {
  async apply(tx, payment, paidAt) {
    if (!payment.enrollmentId) return;
    await tx
      .update(enrollments)
      .set({ paymentStatus: 'Paid', paidWith: 'payment', paidAt })
      .where(and(eq(enrollments.id, payment.enrollmentId), eq(enrollments.paymentStatus, 'Pending')));
  },
};
