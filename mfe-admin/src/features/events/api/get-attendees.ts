import { apiGet } from '@golf/shared/api/client';
import type { AttendeesResponse } from '@golf/contract/attendees';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

export type Attendees = Omit<AttendeesResponse, 'status'>;

/** GET /admin/event/{eventId}/enrollments: who is coming, the totals, the refunds made and the waiting list. */
export async function getAttendees(eventId: string): Promise<Attendees> {
  const { event, enrollments, juniors = [], totals, refunds, waitlist } = await apiGet<AttendeesResponse>(`admin/event/${encodeURIComponent(eventId)}/enrollments`);
  return { event, enrollments, juniors, totals, refunds, waitlist };
}

export const attendeesQuery = (eventId: string) =>
  queryOptions({ queryKey: ['admin', 'events', 'attendees', eventId], queryFn: () => getAttendees(eventId) });

export const useAttendees = (eventId: string) => useQuery(attendeesQuery(eventId));
