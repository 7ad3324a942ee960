import { useEffect } from 'react';
import { ApiError } from '@golf/shared/api/client';
import { useAuthStore } from '@golf/shared/auth/auth-store';

/**
 * A signed-in read answered 401 means the session ended (expired, password changed, frozen).
 * Asking the auth store to refresh the profile signs the tab out on 401; the pages' queries are
 * keyed by the session, so they then load again as a visitor instead of staying on an error.
 */
export function useSessionExpiry(error: unknown): void {
  const signedIn = useAuthStore((state) => state.status === 'signedIn');
  const expired = signedIn && error instanceof ApiError && error.httpStatus === 401;
  useEffect(() => {
    if (expired) void useAuthStore.getState().refreshProfile();
  }, [expired]);
}
