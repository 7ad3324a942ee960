import { apiPut } from '@golf/shared/api/client';
import type { AdminUser } from '@golf/contract/profile';

/** PUT /admin/user/frozen/set: `frozen` is the new state; freezing ends the user's sessions. */
export async function setUserFrozen(userId: string, frozen: boolean): Promise<AdminUser> {
  const body = await apiPut<{ user: AdminUser }>('admin/user/frozen/set', { userId, frozen });
  return body.user;
}
