import { apiPost } from '@golf/shared/api/client';

/** POST /ext/auth/password-reset/confirm: sets the new password; every session of the account ends. */
export async function confirmPasswordReset(token: string, newPassword: string): Promise<void> {
  await apiPost('ext/auth/password-reset/confirm', { token, newPassword });
}
