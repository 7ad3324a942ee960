import { apiGet } from '@golf/shared/api/client';
import type { Family } from '@golf/contract/family';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /admin/family/of/{userId}: the family the user guards. */
export async function getUserFamily(userId: string, signal?: AbortSignal): Promise<Family> {
  return (await apiGet<{ family: Family }>(`admin/family/of/${encodeURIComponent(userId)}`, undefined, { signal })).family;
}

export const userFamilyQuery = (userId: string) =>
  queryOptions({ queryKey: ['admin', 'users', 'family', userId], queryFn: ({ signal }) => getUserFamily(userId, signal) });

export const useUserFamily = (userId: string) => useQuery(userFamilyQuery(userId));
