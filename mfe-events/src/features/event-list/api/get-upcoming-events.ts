import { apiGet } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

/** Upcoming events (today and later), soonest first. Members only, so always the cms path. */
export async function getUpcomingEvents(): Promise<GolfEvent[]> {
  const { events } = await apiGet<{ events: GolfEvent[] }>('cms/event/list');
  return events ?? [];
}

export function useUpcomingEvents() {
  return useApiQuery(getUpcomingEvents, []);
}
