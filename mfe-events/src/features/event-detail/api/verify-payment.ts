import { apiGet } from '@golf/shared/api/client';
import type { PaymentStatus } from '@golf/contract/event-shapes';

/** Asks the server to check the enrolment's checkout with the payment provider. */
export async function verifyPayment(enrollmentId: string): Promise<PaymentStatus> {
  const { paymentStatus } = await apiGet<{ paymentStatus: PaymentStatus }>('cms/event/payment/verify', { enrollmentId });
  return paymentStatus;
}
