import { apiGet, readPath } from '@golf/shared/api/client';
import type { Thread } from '@golf/contract/forum';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

/** GET /{ext,cms}/discussion/thread/get/{id} → {thread}. */
export async function getDiscussion(id: string): Promise<Thread> {
  const { thread } = await apiGet<{ thread: Thread }>(readPath(`discussion/thread/get/${encodeURIComponent(id)}`));
  return thread;
}

export function useDiscussion(id: string, session: string | null) {
  return useApiQuery(() => getDiscussion(id), [id, session]);
}
