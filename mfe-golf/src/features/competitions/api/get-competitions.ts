import { apiGet } from '@golf/shared/api/client';
import type { CompetitionEvent, CompetitionSummary } from '@golf/contract/golf-competition';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /admin/golf/competitions → the competitions and the events without one yet. */
export async function getCompetitions(signal?: AbortSignal): Promise<{ competitions: CompetitionSummary[]; events: CompetitionEvent[] }> {
  const { competitions, events } = await apiGet<{ competitions: CompetitionSummary[]; events: CompetitionEvent[] }>('admin/golf/competitions', undefined, { signal });
  return { competitions, events };
}

export const competitionsQuery = () => queryOptions({ queryKey: ['golf', 'admin', 'competitions'], queryFn: ({ signal }) => getCompetitions(signal) });

export const useCompetitions = () => useQuery(competitionsQuery());
