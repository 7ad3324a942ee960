import { apiPost } from '@golf/shared/api/client';

export interface NewDiscussion {
  category: string;
  title: string;
  content: string;
  /** File ids from POST /cms/file (architecture §5a), not inline image data. */
  attachments: string[];
}

/** POST /cms/discussion/thread/create {category, title, content, attachments}. */
export async function createDiscussion(discussion: NewDiscussion): Promise<void> {
  await apiPost('cms/discussion/thread/create', discussion);
}
