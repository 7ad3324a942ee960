import { apiGet } from '@golf/shared/api/client';
import type { Enrollment, GolfEvent } from '@golf/contract/event-shapes';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

export interface EventDetail {
  event: GolfEvent;
  /** The signed-in user's enrolment in this event, null when not enrolled. */
  myEnrollment: Enrollment | null;
  /** HKD dollars: what the server would charge this caller (the member price only while their membership runs). */
  myPrice: number;
}

export async function getEventDetail(eventId: string): Promise<EventDetail> {
  const { event, myEnrollment, myPrice } = await apiGet<EventDetail>(`cms/event/get/${encodeURIComponent(eventId)}`);
  return { event, myEnrollment, myPrice };
}

export const eventDetailQuery = (eventId: string) =>
  queryOptions({ queryKey: ['events', 'detail', eventId], queryFn: () => getEventDetail(eventId) });

export const useEventDetail = (eventId: string) => useQuery(eventDetailQuery(eventId));
