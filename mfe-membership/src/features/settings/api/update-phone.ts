import { apiPut } from '@golf/shared/api/client';
import type { PhoneUpdate, Profile } from '@golf/contract/profile';

/** PUT /cms/profile/me/phone (the contract's phone rule) → the saved profile. */
export async function updatePhone(update: PhoneUpdate): Promise<Profile> {
  const body = await apiPut<{ data: Profile }>('cms/profile/me/phone', update);
  return body.data;
}
