import { apiDelete } from '@golf/shared/api/client';

/** DELETE /cms/discussion/thread/delete/{threadId}: the author or an admin, at any time. */
export async function deleteThread(threadId: string): Promise<void> {
  await apiDelete(`cms/discussion/thread/delete/${encodeURIComponent(threadId)}`);
}
