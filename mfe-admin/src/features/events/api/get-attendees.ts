import { apiGet } from '@golf/shared/api/client';
import type { AttendeesResponse } from '@golf/contract/attendees';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

export type Attendees = Omit<AttendeesResponse, 'status'>;

/** GET /admin/event/{eventId}/enrollments: who is coming, the totals and the refunds made. */
export async function getAttendees(eventId: string): Promise<Attendees> {
  const { event, enrollments, totals, refunds } = await apiGet<AttendeesResponse>(`admin/event/${encodeURIComponent(eventId)}/enrollments`);
  return { event, enrollments, totals, refunds };
}

export const attendeesQuery = (eventId: string) =>
  queryOptions({ queryKey: ['admin', 'events', 'attendees', eventId], queryFn: () => getAttendees(eventId) });

export const useAttendees = (eventId: string) => useQuery(attendeesQuery(eventId));
