import { apiGet } from '@golf/shared/api/client';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** One admin read of members' personal data (api/src/privacy/access-log.ts). */
export interface AccessLogEntry {
  _id: string;
  admin: { _id: string; fullName: string } | null;
  action: string;
  subject: { _id: string; fullName: string } | null;
  path: string;
  createdAt: string;
}

export interface AccessLogPage {
  entries: AccessLogEntry[];
  totalPages: number;
}

/** GET /admin/privacy/access-log?page=N: newest first, 20 a page. */
export async function getAccessLog(page: number, signal?: AbortSignal): Promise<AccessLogPage> {
  const { entries, totalPages } = await apiGet<AccessLogPage>('admin/privacy/access-log', { page }, { signal });
  return { entries, totalPages };
}

export const accessLogQuery = (page: number) =>
  queryOptions({ queryKey: ['admin', 'access-log', page], queryFn: ({ signal }) => getAccessLog(page, signal), keepPreviousData: true });

export const useAccessLog = (page: number) => useQuery(accessLogQuery(page));
