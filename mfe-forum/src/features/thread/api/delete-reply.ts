import { apiDelete } from '@golf/shared/api/client';

/** DELETE /cms/discussion/thread/reply/delete/{replyId}: the author or an admin, at any time. */
export async function deleteReply(replyId: string): Promise<void> {
  await apiDelete(`cms/discussion/thread/reply/delete/${encodeURIComponent(replyId)}`);
}
