import { apiPut } from '@golf/shared/api/client';
import type { Thread } from '@golf/contract/forum';

export interface ThreadChanges {
  category: string;
  title: string;
  content: string;
  /** The file ids kept (an author may take a wrong photo off). */
  attachments: string[];
}

/** PUT /cms/discussion/thread/update/{threadId}: the author within 24 hours, or an admin. */
export async function updateThread(threadId: string, changes: ThreadChanges): Promise<Thread> {
  const { thread } = await apiPut<{ thread: Thread }>(`cms/discussion/thread/update/${encodeURIComponent(threadId)}`, changes);
  return thread;
}
