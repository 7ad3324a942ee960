import { apiPost } from '@golf/shared/api/client';

/** POST /cms/auth/verify-email/resend: mails the sign-up link again (rate limited; 409 once verified). */
export async function resendVerification(): Promise<void> {
  await apiPost('cms/auth/verify-email/resend');
}
