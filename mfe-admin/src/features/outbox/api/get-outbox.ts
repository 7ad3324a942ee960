import { apiGet } from '@golf/shared/api/client';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

export type OutboxStatus = 'pending' | 'sent' | 'kept' | 'failed';

/** One mail the club sent or would have sent (architecture §5b). */
export interface OutboxMail {
  _id: string;
  to: string;
  subject: string;
  text: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

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
