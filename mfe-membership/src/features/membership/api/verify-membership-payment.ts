import { apiGet } from '@golf/shared/api/client';

export interface MembershipPaymentCheck {
  annualMembershipActivated: boolean;
  annualMembershipExpiredAt: string | null;
}

/**
 * GET /cms/membership/payment/verify → the membership after the API has asked the payment provider
 * about the member's open checkouts (covers a webhook that is late or lost).
 */
export async function verifyMembershipPayment(): Promise<MembershipPaymentCheck> {
  const body = await apiGet<MembershipPaymentCheck>('cms/membership/payment/verify');
  return { annualMembershipActivated: body.annualMembershipActivated, annualMembershipExpiredAt: body.annualMembershipExpiredAt };
}
