import { apiGet } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { readingLanguage } from '@golf/shared/i18n/reading-language';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

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

export const pastEventsQuery = (page: number) =>
  queryOptions({ queryKey: ['events', 'past', page, readingLanguage()], queryFn: () => getPastEvents(page), keepPreviousData: true });

export const usePastEvents = (page: number) => useQuery(pastEventsQuery(page));
