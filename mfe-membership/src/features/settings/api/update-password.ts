import { apiPut } from '@golf/shared/api/client';

/**
 * PUT /cms/profile/me/password {oldPassword, newPassword}. The server ends every session of the
 * account and answers with a fresh token for this one (architecture §4).
 */
export async function updatePassword(oldPassword: string, newPassword: string): Promise<{ token: string | null }> {
  const body = await apiPut<{ token?: string }>('cms/profile/me/password', { oldPassword, newPassword });
  return { token: body.token ?? null };
}
