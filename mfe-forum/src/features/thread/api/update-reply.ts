import { apiPut } from '@golf/shared/api/client';
import type { Reply } from '@golf/contract/forum';

export interface ReplyChanges {
  content: string;
  attachments: string[];
}

/** PUT /cms/discussion/thread/reply/update/{replyId}: the author within 24 hours, or an admin. */
export async function updateReply(replyId: string, changes: ReplyChanges): Promise<Reply> {
  const { reply } = await apiPut<{ reply: Reply }>(`cms/discussion/thread/reply/update/${encodeURIComponent(replyId)}`, changes);
  return reply;
}
