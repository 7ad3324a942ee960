import { apiGet, readPath } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

/** A day's events, earliest first; `date` is YYYY-MM-DD. */
export async function getCalendarEvents(date: string): Promise<GolfEvent[]> {
  const { events } = await apiGet<{ events: GolfEvent[] }>(readPath('event/calendar'), { date });
  return events ?? [];
}

export function useCalendarEvents(date: string) {
  return useApiQuery(() => getCalendarEvents(date), [date]);
}
