import { apiPost } from '@golf/shared/api/client';

/** POST /ext/auth/activate/confirm: the mailed link's token and the chosen password activate the account. */
export async function confirmActivation(token: string, password: string): Promise<void> {
  await apiPost('ext/auth/activate/confirm', { token, password });
}
