import { apiGet, readPath } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { readingLanguage } from '@golf/shared/i18n/reading-language';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** One event by id, as the calendar shows it (a shared link `?event=` names it). */
export async function getCalendarEvent(eventId: string): Promise<GolfEvent> {
  const { event } = await apiGet<{ event: GolfEvent }>(readPath(`event/get/${encodeURIComponent(eventId)}`));
  return event;
}

export const calendarEventQuery = (eventId: string) =>
  queryOptions({ queryKey: ['events', 'calendar', 'event', eventId, readingLanguage()], queryFn: () => getCalendarEvent(eventId) });

/** Reads nothing until there is an id. */
export const useCalendarEvent = (eventId: string | null) => useQuery({ ...calendarEventQuery(eventId ?? ''), enabled: !!eventId });
