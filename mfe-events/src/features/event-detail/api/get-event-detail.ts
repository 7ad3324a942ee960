import { apiGet } from '@golf/shared/api/client';
import type { Enrollment, GolfEvent } from '@golf/shared/api/types';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

export interface EventDetail {
  event: GolfEvent;
  /** The signed-in user's enrolment in this event, null when not enrolled. */
  myEnrollment: Enrollment | null;
}

export async function getEventDetail(eventId: string): Promise<EventDetail> {
  const body = await apiGet<Partial<EventDetail>>(`cms/event/get/${encodeURIComponent(eventId)}`);
  return { event: body.event as GolfEvent, myEnrollment: body.myEnrollment ?? null };
}

export function useEventDetail(eventId: string) {
  return useApiQuery(() => getEventDetail(eventId), [eventId]);
}
