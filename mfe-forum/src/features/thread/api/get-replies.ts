import { apiGet, readPath } from '@golf/shared/api/client';
import type { Reply } from '@golf/contract/forum';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /{ext,cms}/discussion/thread/reply/list/{threadId} → {replies}, oldest first. */
export async function getReplies(threadId: string): Promise<Reply[]> {
  const { replies } = await apiGet<{ replies: Reply[] }>(
    readPath(`discussion/thread/reply/list/${encodeURIComponent(threadId)}`),
  );
  return replies ?? [];
}

export const repliesQuery = (threadId: string) =>
  queryOptions({ queryKey: ['discussions', 'replies', threadId], queryFn: () => getReplies(threadId) });

export const useReplies = (threadId: string) => useQuery(repliesQuery(threadId));
