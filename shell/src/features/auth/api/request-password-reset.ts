import { apiPost } from '@golf/shared/api/client';

/** POST /ext/auth/password-reset/request: answers ok whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiPost('ext/auth/password-reset/request', { email });
}
