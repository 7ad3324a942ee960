import { apiGet } from '@golf/shared/api/client';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';
import type { AdminUser } from '@golf/contract/profile';

/** GET /admin/user/get/{id}. */
export async function getUser(userId: string): Promise<AdminUser> {
  const body = await apiGet<{ user: AdminUser }>(`admin/user/get/${encodeURIComponent(userId)}`);
  return body.user;
}

/** Every save on the detail screen answers the updated user, which replaces this (setQueryData). */
export const userQuery = (userId: string) =>
  queryOptions({ queryKey: ['admin', 'users', 'detail', userId], queryFn: () => getUser(userId) });

export const useUser = (userId: string) => useQuery(userQuery(userId));
