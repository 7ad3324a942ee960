import { apiGet } from '@golf/shared/api/client';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';
import type { AdminUser } from '@golf/contract/profile';

export interface UserListPage {
  users: AdminUser[];
  total: number;
  lastPage: number;
}

/** GET /admin/user/list?page&keyword: ten users a page, newest first. */
export async function getUsers(page: number, keyword: string): Promise<UserListPage> {
  const { users, total, lastPage } = await apiGet<UserListPage>('admin/user/list', { page, keyword: keyword || undefined });
  return { users, total, lastPage };
}

export function useUsers(page: number, keyword: string) {
  return useApiQuery(() => getUsers(page, keyword), [page, keyword]);
}
