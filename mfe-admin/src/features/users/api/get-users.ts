import { apiGet } from '@golf/shared/api/client';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';
import type { AdminUser, UserFilter, UserSort } from '@golf/contract/profile';

export interface UserListPage {
  users: AdminUser[];
  total: number;
  lastPage: number;
}

export interface UserListQuery {
  page: number;
  keyword: string;
  status: UserFilter;
  sort: UserSort;
}

/** GET /admin/user/list?page&keyword&status&sort: ten users a page (newest first unless sorted). */
export async function getUsers({ page, keyword, status, sort }: UserListQuery, signal?: AbortSignal): Promise<UserListPage> {
  const { users, total, lastPage } = await apiGet<UserListPage>('admin/user/list', {
    page,
    keyword: keyword || undefined,
    status: status === 'all' ? undefined : status,
    sort: sort === 'newest' ? undefined : sort,
  }, { signal });
  return { users, total, lastPage };
}

export const usersQuery = (query: UserListQuery) =>
  queryOptions({ queryKey: ['admin', 'users', 'list', query], queryFn: ({ signal }) => getUsers(query, signal), keepPreviousData: true });

export const useUsers = (query: UserListQuery) => useQuery(usersQuery(query));
