import { apiPost } from '@golf/shared/api/client';
import { PRIVACY_NOTICE_VERSION } from '@golf/contract/privacy-notice';

/**
 * POST /ext/auth/activate/confirm: the mailed link's token and the chosen password activate the
 * account; the privacy notice is agreed as at sign-up, direct marketing a separate opt-in (decision 94).
 */
export async function confirmActivation(token: string, password: string, marketingConsent = false): Promise<void> {
  await apiPost('ext/auth/activate/confirm', { token, password, privacyConsent: true, privacyNoticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent });
}
