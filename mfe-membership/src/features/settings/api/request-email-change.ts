import { apiPost } from '@golf/shared/api/client';

/** POST /cms/profile/me/email: a link goes to the new address; the account changes when it is used. */
export async function requestEmailChange(email: string): Promise<{ pendingEmail: string }> {
  const { pendingEmail } = await apiPost<{ pendingEmail: string }>('cms/profile/me/email', { email });
  return { pendingEmail };
}
