import { apiGet, readPath } from '@golf/shared/api/client';
import type { Thread } from '@golf/contract/forum';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /{ext,cms}/discussion/thread/get/{id} → {thread}. */
export async function getDiscussion(id: string): Promise<Thread> {
  const { thread } = await apiGet<{ thread: Thread }>(readPath(`discussion/thread/get/${encodeURIComponent(id)}`));
  return thread;
}

export const discussionQuery = (id: string) =>
  queryOptions({ queryKey: ['discussions', 'detail', id], queryFn: () => getDiscussion(id) });

export const useDiscussion = (id: string) => useQuery(discussionQuery(id));
