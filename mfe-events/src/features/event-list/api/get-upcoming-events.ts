import { apiGet } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { readingLanguage } from '@golf/shared/i18n/reading-language';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** Upcoming events (today and later), soonest first. Members only, so always the cms path. */
export async function getUpcomingEvents(): Promise<GolfEvent[]> {
  const { events } = await apiGet<{ events: GolfEvent[] }>('cms/event/list');
  return events ?? [];
}

export const upcomingEventsQuery = () => queryOptions({ queryKey: ['events', 'upcoming', readingLanguage()], queryFn: getUpcomingEvents });

export const useUpcomingEvents = () => useQuery(upcomingEventsQuery());
