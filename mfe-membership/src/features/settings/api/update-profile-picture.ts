import { apiPut } from '@golf/shared/api/client';
import type { Profile } from '@golf/contract/profile';

/** PUT /cms/profile/me/profile-picture {fileId}: the file uploaded before through POST /cms/file, or null to remove it. */
export async function updateProfilePicture(fileId: string | null): Promise<Profile> {
  const body = await apiPut<{ data: Profile }>('cms/profile/me/profile-picture', { fileId });
  return body.data;
}
