import { apiGet } from '@golf/shared/api/client';
import type { Profile } from '@golf/contract/profile';

export async function getMe(): Promise<Profile> {
  const body = await apiGet<{ data: Profile }>('cms/auth/me');
  return body.data;
}
