import { apiPost } from '@golf/shared/api/client';

export interface PaymentLink {
  paymentLink: string;
  paymentLinkId: string;
}

/**
 * The checkout link of Pending enrolments: one (the spec's `enrollmentId`) or a family's places in
 * one event paid together (`enrollmentIds`). The server reuses a checkout that is still open.
 */
export async function createPaymentLink(enrollmentIds: string[]): Promise<PaymentLink> {
  const body = enrollmentIds.length === 1 ? { enrollmentId: enrollmentIds[0] } : { enrollmentIds };
  const { paymentLink, paymentLinkId } = await apiPost<PaymentLink>('cms/event/payment/create', body);
  return { paymentLink, paymentLinkId };
}
