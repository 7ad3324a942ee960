import { apiGet } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/shared/api/types';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

export interface PastEventsPage {
  pastEvents: GolfEvent[];
  lastPage: number;
  total: number;
}

/** One page of past events, newest first. */
export async function getPastEvents(page: number): Promise<PastEventsPage> {
  const body = await apiGet<Partial<PastEventsPage>>('cms/event/list/past', { page });
  return { pastEvents: body.pastEvents ?? [], lastPage: Math.max(1, body.lastPage ?? 1), total: body.total ?? 0 };
}

export function usePastEvents(page: number) {
  return useApiQuery(() => getPastEvents(page), [page]);
}
