import { apiPost } from '@golf/shared/api/client';

export interface LikeResult {
  liked: boolean;
  likes: number;
}

/** POST /cms/discussion/thread/like/{threadId}: toggles the caller's like (docs/api-contract.md). */
export async function likeThread(threadId: string): Promise<LikeResult> {
  const { liked, likes } = await apiPost<LikeResult>(`cms/discussion/thread/like/${encodeURIComponent(threadId)}`);
  return { liked, likes };
}
