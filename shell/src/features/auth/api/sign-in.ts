import { apiPost } from '@golf/shared/api/client';

export interface SignInPayload {
  email: string;
  password: string;
}

/** POST /ext/auth/signin → the session token (spec 01 §7). A 'nok' answer throws an ApiError. */
export async function signIn(payload: SignInPayload): Promise<string> {
  const body = await apiPost<{ token?: string }>('ext/auth/signin', payload);
  if (!body.token) throw new Error('The sign-in answer carried no token');
  return body.token;
}
