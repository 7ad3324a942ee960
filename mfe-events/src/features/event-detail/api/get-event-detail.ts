import { apiGet } from '@golf/shared/api/client';
import type { Enrollment, GolfEvent, MyWaitlist } from '@golf/contract/event-shapes';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

export interface EventDetail {
  event: GolfEvent;
  /** The signed-in user's enrolment in this event, null when not enrolled. */
  myEnrollment: Enrollment | null;
  /** HKD dollars: what the server would charge this caller (the member price only while their membership runs). */
  myPrice: number;
  /** The caller on the waiting list (position 0: a place is held for them), null when not on it. */
  myWaitlist: MyWaitlist | null;
}

export async function getEventDetail(eventId: string): Promise<EventDetail> {
  const { event, myEnrollment, myPrice, myWaitlist = null } = await apiGet<EventDetail>(`cms/event/get/${encodeURIComponent(eventId)}`);
  return { event, myEnrollment, myPrice, myWaitlist };
}

export const eventDetailQuery = (eventId: string) =>
  queryOptions({ queryKey: ['events', 'detail', eventId], queryFn: () => getEventDetail(eventId) });

export const useEventDetail = (eventId: string) => useQuery(eventDetailQuery(eventId));
