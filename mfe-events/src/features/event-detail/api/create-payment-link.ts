import { apiPost } from '@golf/shared/api/client';

export interface PaymentLink {
  paymentLink: string;
  paymentLinkId: string;
}

/** The checkout link of a Pending enrolment (the server reuses one that is still open). */
export async function createPaymentLink(enrollmentId: string): Promise<PaymentLink> {
  const { paymentLink, paymentLinkId } = await apiPost<PaymentLink>('cms/event/payment/create', { enrollmentId });
  return { paymentLink, paymentLinkId };
}
