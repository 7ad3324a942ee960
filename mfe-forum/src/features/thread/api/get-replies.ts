import { apiGet, readPath } from '@golf/shared/api/client';
import type { Reply } from '@golf/contract/forum';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

/** GET /{ext,cms}/discussion/thread/reply/list/{threadId} → {replies}, oldest first. */
export async function getReplies(threadId: string): Promise<Reply[]> {
  const { replies } = await apiGet<{ replies: Reply[] }>(
    readPath(`discussion/thread/reply/list/${encodeURIComponent(threadId)}`),
  );
  return replies ?? [];
}

export function useReplies(threadId: string, session: string | null) {
  return useApiQuery(() => getReplies(threadId), [threadId, session]);
}
