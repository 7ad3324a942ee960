import { apiPost } from '@golf/shared/api/client';

export interface SignUpPayload {
  email: string;
  password: string;
  fullName: string;
  countryCode: string;
  phone: string;
  /** null when left empty (spec 01 §3). */
  kscId: string | null;
  handicapIndex: number | null;
  /** The privacy notice read (required, decision 94), and its version. */
  privacyConsent: true;
  privacyNoticeVersion: string;
  /** Direct marketing: a separate opt-in. */
  marketingConsent: boolean;
}

/** POST /ext/auth/signup (spec 01 §7). */
export async function signUp(payload: SignUpPayload): Promise<void> {
  await apiPost('ext/auth/signup', payload);
}
