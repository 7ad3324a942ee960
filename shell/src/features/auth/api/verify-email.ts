import { apiPost } from '@golf/shared/api/client';

export interface VerifiedEmail {
  purpose: 'signup' | 'email-change';
  email: string;
}

/**
 * POST /ext/auth/verify-email: uses a mailed link. Refusals carry their own status: 400 not a
 * link, 409 already used, 410 expired.
 */
export async function verifyEmail(token: string): Promise<VerifiedEmail> {
  const { purpose, email } = await apiPost<VerifiedEmail>('ext/auth/verify-email', { token });
  return { purpose, email };
}
