import { apiGet, readPath } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { readingLanguage } from '@golf/shared/i18n/reading-language';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** A day's events, earliest first; `date` is YYYY-MM-DD. */
export async function getCalendarEvents(date: string): Promise<GolfEvent[]> {
  const { events } = await apiGet<{ events: GolfEvent[] }>(readPath('event/calendar'), { date });
  return events ?? [];
}

/** The previous day's events stay on screen, dimmed, until the chosen day's arrive. */
export const calendarEventsQuery = (date: string) =>
  queryOptions({ queryKey: ['events', 'calendar', 'day', date, readingLanguage()], queryFn: () => getCalendarEvents(date), keepPreviousData: true });

export const useCalendarEvents = (date: string) => useQuery(calendarEventsQuery(date));
