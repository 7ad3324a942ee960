import { apiGet } from '@golf/shared/api/client';

/**
 * GET /cms/membership/create-renew-link → the payment page that adds a year to the membership:
 * the member's own, or one of their juniors' (`personId`).
 */
export async function createRenewLink(personId?: string): Promise<string> {
  const query = personId ? `?personId=${encodeURIComponent(personId)}` : '';
  const body = await apiGet<{ paymentLink?: string | null }>(`cms/membership/create-renew-link${query}`);
  if (!body.paymentLink) throw new Error('The renewal link is missing from the answer');
  return body.paymentLink;
}
