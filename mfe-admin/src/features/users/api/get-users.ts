import { apiGet } from '@golf/shared/api/client';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';
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

export const usersQuery = (page: number, keyword: string) =>
  queryOptions({ queryKey: ['admin', 'users', 'list', { page, keyword }], queryFn: () => getUsers(page, keyword), keepPreviousData: true });

export const useUsers = (page: number, keyword: string) => useQuery(usersQuery(page, keyword));
