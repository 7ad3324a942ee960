import { apiGet, readPath } from '@golf/shared/api/client';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** The days (YYYY-MM-DD) of a month (YYYY-MM) that have events, to mark them on the calendar. */
export async function getCalendarDates(month: string): Promise<Set<string>> {
  const { dates } = await apiGet<{ dates: string[] }>(readPath('event/calendar/dates'), { month });
  return new Set(dates ?? []);
}

/** The previous month's marks stay until the new month's arrive. */
export const calendarDatesQuery = (month: string) =>
  queryOptions({ queryKey: ['events', 'calendar', 'dates', month], queryFn: () => getCalendarDates(month), keepPreviousData: true });

export const useCalendarDates = (month: string) => useQuery(calendarDatesQuery(month));
