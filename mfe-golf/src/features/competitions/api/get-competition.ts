import { apiGet } from '@golf/shared/api/client';
import type { CompetitionDetail } from '@golf/contract/golf-competition';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /admin/golf/competitions/:id → the competition with its draw and who may mark. */
export async function getCompetition(id: string, signal?: AbortSignal): Promise<CompetitionDetail> {
  return (await apiGet<{ competition: CompetitionDetail }>(`admin/golf/competitions/${encodeURIComponent(id)}`, undefined, { signal })).competition;
}

export const competitionQuery = (id: string) => queryOptions({ queryKey: ['golf', 'admin', 'competition', id], queryFn: ({ signal }) => getCompetition(id, signal) });

export const useCompetition = (id: string) => useQuery(competitionQuery(id));
