import { ApiError } from '@golf/shared/api/client';
import type { Profile } from '@golf/shared/api/types';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { getMe } from '@golf/shared/auth/get-me';

/**
 * GET /cms/auth/me for a page that shows the profile. A token the server refuses (expired, the
 * password changed in another tab, the account frozen) ends the session, so the route guard
 * sends the member to /login instead of leaving them before a load error they cannot fix.
 */
export async function readProfile(): Promise<Profile> {
  try {
    return await getMe();
  } catch (error) {
    if (error instanceof ApiError && (error.httpStatus === 401 || error.httpStatus === 403)) {
      useAuthStore.getState().signOut();
    }
    throw error;
  }
}
