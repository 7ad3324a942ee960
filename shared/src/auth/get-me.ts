import { apiGet } from '../api/client';
import type { Profile } from '../api/types';

export async function getMe(): Promise<Profile> {
  const body = await apiGet<{ data: Profile }>('cms/auth/me');
  return body.data;
}
