import { apiGet } from '@golf/shared/api/client';
import type { Closure } from '@golf/contract/privacy';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

export interface UserClosure {
  closure: Closure | null;
  closedAt: string | null;
}

/** GET /admin/privacy/users/{userId}: whether the account waits to be closed, or was erased. */
export async function getUserClosure(userId: string, signal?: AbortSignal): Promise<UserClosure> {
  const { closure, closedAt } = await apiGet<UserClosure>(`admin/privacy/users/${encodeURIComponent(userId)}`, undefined, { signal });
  return { closure, closedAt };
}

export const userClosureQuery = (userId: string) => queryOptions({ queryKey: ['admin', 'users', 'closure', userId], queryFn: ({ signal }) => getUserClosure(userId, signal) });

export const useUserClosure = (userId: string) => useQuery(userClosureQuery(userId));
