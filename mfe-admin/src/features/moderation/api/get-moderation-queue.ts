import type { ModerationItem, ModerationQueue } from '@golf/contract/forum';
import { apiGet } from '@golf/shared/api/client';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

export interface ModerationQueuePage {
  reports: ModerationItem[];
  total: number;
  totalPages: number;
}

/** GET /admin/moderation/list?page&queue: posts with open reports, or every hidden post. */
export async function getModerationQueue(queue: ModerationQueue, page: number): Promise<ModerationQueuePage> {
  const { reports, total, totalPages } = await apiGet<ModerationQueuePage>('admin/moderation/list', { page, queue });
  return { reports, total, totalPages };
}

export const moderationQueueQuery = (queue: ModerationQueue, page: number) =>
  queryOptions({ queryKey: ['admin', 'moderation', queue, page], queryFn: () => getModerationQueue(queue, page), keepPreviousData: true });

export const useModerationQueue = (queue: ModerationQueue, page: number) => useQuery(moderationQueueQuery(queue, page));
