import { apiPut } from '@golf/shared/api/client';
import type { Profile, ProfileUpdate } from '@golf/contract/profile';

/** The edit as the contract's profileUpdateSchema takes it. */
export type { ProfileUpdate } from '@golf/contract/profile';

/** PUT /cms/profile/me/profile → the saved profile. */
export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  const body = await apiPut<{ data: Profile }>('cms/profile/me/profile', update);
  return body.data;
}
