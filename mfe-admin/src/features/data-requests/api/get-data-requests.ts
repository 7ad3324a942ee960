import { apiGet } from '@golf/shared/api/client';
import type { DataRequest, DataRequestStatus } from '@golf/contract/privacy';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

export interface DataRequestsPage {
  requests: DataRequest[];
  totalPages: number;
  openCount: number;
  overdueCount: number;
}

/** GET /admin/privacy/requests?page=N&status=…: open ones first, soonest due first; 20 a page. */
export async function getDataRequests(page: number, status: DataRequestStatus | null, signal?: AbortSignal): Promise<DataRequestsPage> {
  const { requests, totalPages, openCount, overdueCount } = await apiGet<DataRequestsPage>('admin/privacy/requests', { page, status: status ?? undefined }, { signal });
  return { requests, totalPages, openCount, overdueCount };
}

export const dataRequestsQuery = (page: number, status: DataRequestStatus | null) =>
  queryOptions({ queryKey: ['admin', 'data-requests', page, status ?? 'all'], queryFn: ({ signal }) => getDataRequests(page, status, signal), keepPreviousData: true });

export const useDataRequests = (page: number, status: DataRequestStatus | null) => useQuery(dataRequestsQuery(page, status));
