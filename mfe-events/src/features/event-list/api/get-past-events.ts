import { apiGet } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

export interface PastEventsPage {
  pastEvents: GolfEvent[];
  lastPage: number;
  total: number;
}

/** One page of past events, newest first. */
export async function getPastEvents(page: number): Promise<PastEventsPage> {
  const { pastEvents, lastPage, total } = await apiGet<PastEventsPage>('cms/event/list/past', { page });
  return { pastEvents, lastPage, total };
}

export function usePastEvents(page: number) {
  return useApiQuery(() => getPastEvents(page), [page]);
}
