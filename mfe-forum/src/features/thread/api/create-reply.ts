import { apiPost } from '@golf/shared/api/client';

export interface NewReply {
  content: string;
  /** File ids from POST /cms/file. */
  attachments: string[];
}

/** POST /cms/discussion/thread/reply/create/{threadId} {content, attachments}. */
export async function createReply(threadId: string, reply: NewReply): Promise<void> {
  await apiPost(`cms/discussion/thread/reply/create/${encodeURIComponent(threadId)}`, reply);
}
