import { apiGet } from '@golf/shared/api/client';
import type { Leaderboard } from '@golf/contract/golf-competition';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /ext/golf/leaderboard/:id → a published competition's leaderboard (404 before it is published). */
export async function getLeaderboard(id: string, signal?: AbortSignal): Promise<Leaderboard> {
  return (await apiGet<{ leaderboard: Leaderboard }>(`ext/golf/leaderboard/${encodeURIComponent(id)}`, undefined, { signal, cache: 'no-cache' })).leaderboard;
}

export const leaderboardQuery = (id: string) => queryOptions({ queryKey: ['golf', 'leaderboard', id], queryFn: ({ signal }) => getLeaderboard(id, signal) });

export const useLeaderboard = (id: string) => useQuery(leaderboardQuery(id));
