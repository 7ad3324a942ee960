import { apiPost } from '@golf/shared/api/client';

/** POST /ext/family/accept: the link proves the address; answers the account that is now a guardian. */
export async function acceptInvitation(token: string): Promise<{ email: string }> {
  const { email } = await apiPost<{ email: string }>('ext/family/accept', { token });
  return { email };
}
