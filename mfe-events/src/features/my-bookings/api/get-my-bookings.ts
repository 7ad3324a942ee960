import { apiGet } from '@golf/shared/api/client';
import type { MyBookings } from '@golf/contract/event-shapes';
import { readingLanguage } from '@golf/shared/i18n/reading-language';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /cms/event/my-enrollments: the member's bookings, upcoming and past. */
export async function getMyBookings(): Promise<MyBookings> {
  const { upcoming, past } = await apiGet<MyBookings>('cms/event/my-enrollments');
  return { upcoming, past };
}

// Under ['events']: enrolling, paying or cancelling anywhere invalidates it with the rest.
export const myBookingsQuery = () => queryOptions({ queryKey: ['events', 'mine', readingLanguage()], queryFn: getMyBookings });

export const useMyBookings = () => useQuery(myBookingsQuery());

/** The ids of the events the member is enrolled in (for the "Enrolled" markers on lists). */
export function useEnrolledEventIds(enabled = true): Set<string> {
  const { data } = useQuery({ ...myBookingsQuery(), enabled });
  return new Set([...(data?.upcoming ?? []), ...(data?.past ?? [])].map((booking) => booking.event._id));
}
