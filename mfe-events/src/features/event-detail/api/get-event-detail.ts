import { apiGet } from '@golf/shared/api/client';
import type { EventDetail } from '@golf/contract/event-shapes';
import { readingLanguage } from '@golf/shared/i18n/reading-language';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

export type { EventDetail };

export async function getEventDetail(eventId: string): Promise<EventDetail> {
  // Defaults for an API of an older release (this remote may be newer than the API it meets).
  const { event, myEnrollment, myFamily = [], myPrice, myWaitlist = null, myFamilyWaitlist = [] } = await apiGet<EventDetail>(`cms/event/get/${encodeURIComponent(eventId)}`);
  return { event, myEnrollment, myFamily, myPrice, myWaitlist, myFamilyWaitlist };
}

export const eventDetailQuery = (eventId: string) =>
  queryOptions({ queryKey: ['events', 'detail', eventId, readingLanguage()], queryFn: () => getEventDetail(eventId) });

export const useEventDetail = (eventId: string) => useQuery(eventDetailQuery(eventId));
