import { apiPost } from '@golf/shared/api/client';

export interface ActivationPayload {
  email: string;
  countryCode: string;
  phone: string;
}

/**
 * POST /ext/auth/activate: email and phone of an account the club registered (spec 01 §7) only
 * have a link mailed to that address (issue 36 point 6); the link's page sets the password.
 */
export async function activateMembership(payload: ActivationPayload): Promise<void> {
  await apiPost('ext/auth/activate', payload);
}
