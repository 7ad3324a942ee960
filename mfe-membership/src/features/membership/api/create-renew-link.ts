import { apiGet } from '@golf/shared/api/client';

/** GET /cms/membership/create-renew-link → the payment page that adds a year to the membership. */
export async function createRenewLink(): Promise<string> {
  const body = await apiGet<{ paymentLink?: string | null }>('cms/membership/create-renew-link');
  if (!body.paymentLink) throw new Error('The renewal link is missing from the answer');
  return body.paymentLink;
}
