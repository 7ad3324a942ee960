import { getMe } from '@golf/shared/auth/get-me';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import type { Profile } from '@golf/contract/profile';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/**
 * GET /cms/auth/me, fresh on every visit: after a payment the browser comes back here and the
 * membership must show as it is now, not as the session cached it. The store's refreshProfile()
 * swallows failures (it falls back to the cached profile), so the page reads the profile itself
 * to be able to show its error state, and asks the store to refresh only when what it holds is
 * out of date (the nav then shows the same name and tier as the page).
 */
export async function getMyProfile(): Promise<Profile> {
  const profile = await getMe();
  const held = useAuthStore.getState().profile;
  if (JSON.stringify(held) !== JSON.stringify(profile)) void useAuthStore.getState().refreshProfile();
  return profile;
}

/** Also what /settings edits: a save puts the saved profile here (setQueryData). */
export const myProfileQuery = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: getMyProfile });

export const useMyProfile = () => useQuery(myProfileQuery());
