import { apiGet } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/shared/api/types';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

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

export const pastEventsQuery = (page: number) =>
  queryOptions({ queryKey: ['events', 'past', page], queryFn: () => getPastEvents(page), keepPreviousData: true });

export const usePastEvents = (page: number) => useQuery(pastEventsQuery(page));
