import { apiGet } from '@golf/shared/api/client';
import type { MarkedGroup } from '@golf/contract/golf-competition';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /cms/golf/marking → the groups the caller marks, with the scores so far. */
export async function getMarking(signal?: AbortSignal): Promise<MarkedGroup[]> {
  return (await apiGet<{ groups: MarkedGroup[] }>('cms/golf/marking', undefined, { signal })).groups;
}

export const markingQuery = () => queryOptions({ queryKey: ['golf', 'marking'], queryFn: ({ signal }) => getMarking(signal) });

export const useMarking = () => useQuery(markingQuery());
