import type { ModerationLogEntry } from '@golf/contract/forum';
import { apiGet } from '@golf/shared/api/client';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

export interface ModerationLogPage {
  actions: ModerationLogEntry[];
  totalPages: number;
}

/** GET /admin/moderation/log?page: every moderation action, newest first. */
export async function getModerationLog(page: number): Promise<ModerationLogPage> {
  const { actions, totalPages } = await apiGet<ModerationLogPage>('admin/moderation/log', { page });
  return { actions, totalPages };
}

export const moderationLogQuery = (page: number) =>
  queryOptions({ queryKey: ['admin', 'moderation', 'log', page], queryFn: () => getModerationLog(page), keepPreviousData: true });

export const useModerationLog = (page: number) => useQuery(moderationLogQuery(page));
