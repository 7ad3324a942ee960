import { apiGet, readPath } from '@golf/shared/api/client';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

/** The days (YYYY-MM-DD) of a month (YYYY-MM) that have events, to mark them on the calendar. */
export async function getCalendarDates(month: string): Promise<Set<string>> {
  const { dates } = await apiGet<{ dates: string[] }>(readPath('event/calendar/dates'), { month });
  return new Set(dates ?? []);
}

export function useCalendarDates(month: string) {
  return useApiQuery(() => getCalendarDates(month), [month]);
}
