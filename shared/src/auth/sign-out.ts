import { apiRequest } from '@golf/shared/api/client';
import { useAuthStore } from '@golf/shared/auth/auth-store';

/**
 * POST /cms/auth/signout: ends this session on the server (DESIGN §9). keepalive: the call
 * survives the page being left or reloaded right after. Resolves true when the server confirmed.
 */
export function endSessionOnServer(): Promise<boolean> {
  return apiRequest('cms/auth/signout', { method: 'post', keepalive: true }).then(
    () => true,
    () => false,
  );
}

/**
 * Signing out: on the server, then here. The call leaves with the token before the store forgets
 * it, and the store forgets it whatever the answer: a member who pressed "sign out" on a flaky
 * network is signed out of this browser all the same. Forgetting first also keeps a 401 (a
 * session already ended) from reading as "your session has ended".
 */
export async function signOut(): Promise<boolean> {
  const call = endSessionOnServer();
  useAuthStore.getState().signOut();
  return call;
}

/**
 * POST /cms/auth/signout-all: every session of the account, this one included. Unlike signOut it
 * waits for the answer and throws on failure: the member must know the other devices are still
 * signed in (Settings shows the error and this browser stays signed in).
 */
export async function signOutEverywhere(): Promise<void> {
  await apiRequest('cms/auth/signout-all', { method: 'post' });
  useAuthStore.getState().signOut();
}
