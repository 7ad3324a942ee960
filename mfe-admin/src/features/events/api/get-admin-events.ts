import { apiGet } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

export interface AdminEventPage {
  events: GolfEvent[];
  total: number;
  lastPage: number;
}

/** GET /admin/event/list?page&keyword: every event, newest date first. */
export async function getAdminEvents(page: number, keyword: string): Promise<AdminEventPage> {
  const { events, total, lastPage } = await apiGet<AdminEventPage>('admin/event/list', { page, keyword: keyword || undefined });
  return { events, total, lastPage };
}

export function useAdminEvents(page: number, keyword: string) {
  return useApiQuery(() => getAdminEvents(page, keyword), [page, keyword]);
}
