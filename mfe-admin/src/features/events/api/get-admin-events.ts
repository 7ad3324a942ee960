import { apiGet } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

export interface AdminEventPage {
  events: GolfEvent[];
  total: number;
  lastPage: number;
}

/** GET /admin/event/list?page&keyword: every event, newest date first. */
export async function getAdminEvents(page: number, keyword: string, signal?: AbortSignal): Promise<AdminEventPage> {
  const { events, total, lastPage } = await apiGet<AdminEventPage>('admin/event/list', { page, keyword: keyword || undefined }, { signal });
  return { events, total, lastPage };
}

export const adminEventsQuery = (page: number, keyword: string) =>
  queryOptions({ queryKey: ['admin', 'events', 'list', { page, keyword }], queryFn: ({ signal }) => getAdminEvents(page, keyword, signal), keepPreviousData: true });

export const useAdminEvents = (page: number, keyword: string) => useQuery(adminEventsQuery(page, keyword));
