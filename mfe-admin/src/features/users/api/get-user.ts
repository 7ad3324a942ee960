import { apiGet } from '@golf/shared/api/client';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';
import type { AdminUser } from '@golf/contract/profile';

/** GET /admin/user/get/{id}. */
export async function getUser(userId: string): Promise<AdminUser> {
  const body = await apiGet<{ user: AdminUser }>(`admin/user/get/${encodeURIComponent(userId)}`);
  return body.user;
}

export function useUser(userId: string) {
  return useApiQuery(() => getUser(userId), [userId]);
}
