import type { OutboxMail } from '@golf/contract/outbox';
import { apiGet } from '@golf/shared/api/client';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

export interface OutboxPage {
  mails: OutboxMail[];
  totalPages: number;
}

/** GET /admin/outbox/list?page=N: newest first. */
export async function getOutbox(page: number): Promise<OutboxPage> {
  const { mails, totalPages } = await apiGet<OutboxPage>('admin/outbox/list', { page });
  return { mails, totalPages };
}

export const outboxQuery = (page: number) => queryOptions({ queryKey: ['admin', 'outbox', 'list', page], queryFn: () => getOutbox(page), keepPreviousData: true });

export const useOutbox = (page: number) => useQuery(outboxQuery(page));
