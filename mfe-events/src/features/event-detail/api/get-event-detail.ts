import { apiGet } from '@golf/shared/api/client';
import type { Enrollment, GolfEvent } from '@golf/contract/event-shapes';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

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

export function useEventDetail(eventId: string) {
  return useApiQuery(() => getEventDetail(eventId), [eventId]);
}
