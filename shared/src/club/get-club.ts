import type { Club } from '@golf/contract/club';
import { apiGet } from '../api/client';
import { queryOptions, useQuery, type QueryResult } from '../hooks/use-query';

/** The club's contact details and membership fee, as the API is configured (GET /ext/club). */
export async function getClub(): Promise<Club> {
  const body = await apiGet<{ club: Club }>('ext/club');
  return body.club;
}

// One answer serves every page of the visit: the details change only when the API is reconfigured.
export const clubQuery = () => queryOptions({ queryKey: ['club'], queryFn: getClub, staleTime: 30 * 60_000 });

export function useClub(): QueryResult<Club> {
  return useQuery(clubQuery());
}
