import { apiGet } from '@golf/shared/api/client';

/**
 * GET /cms/membership/create-subscription-link → the payment page of the annual membership: the
 * member's own, or one of their juniors' (`personId`).
 */
export async function createSubscriptionLink(personId?: string): Promise<string> {
  const query = personId ? `?personId=${encodeURIComponent(personId)}` : '';
  const body = await apiGet<{ paymentLink?: string | null }>(`cms/membership/create-subscription-link${query}`);
  // An answer without a link cannot be followed: it fails like any other.
  if (!body.paymentLink) throw new Error('The subscription link is missing from the answer');
  return body.paymentLink;
}
