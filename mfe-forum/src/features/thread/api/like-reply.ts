import { apiPost } from '@golf/shared/api/client';
import type { LikeResult } from './like-thread';

/** POST /cms/discussion/thread/reply/like/{replyId}: toggles the caller's like on a reply. */
export async function likeReply(replyId: string): Promise<LikeResult> {
  const { liked, likes } = await apiPost<LikeResult>(`cms/discussion/thread/reply/like/${encodeURIComponent(replyId)}`);
  return { liked, likes };
}
