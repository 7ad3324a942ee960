import { apiGet, readPath } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { readingLanguage } from '@golf/shared/i18n/reading-language';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** The next few events from today, soonest first (listed under the month). */
export async function getUpcomingCalendarEvents(): Promise<GolfEvent[]> {
  const { events } = await apiGet<{ events: GolfEvent[] }>(readPath('event/calendar/upcoming'));
  return events ?? [];
}

export const upcomingCalendarEventsQuery = () => queryOptions({ queryKey: ['events', 'calendar', 'upcoming', readingLanguage()], queryFn: getUpcomingCalendarEvents });

export const useUpcomingCalendarEvents = () => useQuery(upcomingCalendarEventsQuery());
