import { apiPost } from '@golf/shared/api/client';

export interface ActivationPayload {
  email: string;
  countryCode: string;
  phone: string;
  password: string;
}

/** POST /ext/auth/activate: sets the password of an account the club registered (spec 01 §7). */
export async function activateMembership(payload: ActivationPayload): Promise<void> {
  await apiPost('ext/auth/activate', payload);
}
