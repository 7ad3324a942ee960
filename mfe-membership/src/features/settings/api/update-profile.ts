import { apiPut } from '@golf/shared/api/client';
import type { Gender, Profile } from '@golf/contract/profile';

/** fullName always; gender, kscId and handicapIndex only when the member filled them (spec 02 §5). */
export interface ProfileUpdate {
  fullName: string;
  gender?: Gender;
  kscId?: string;
  handicapIndex?: number;
}

/** PUT /cms/profile/me/profile → the saved profile. */
export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  const body = await apiPut<{ data: Profile }>('cms/profile/me/profile', update);
  return body.data;
}
