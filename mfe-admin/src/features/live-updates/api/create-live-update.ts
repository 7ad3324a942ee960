import { apiPost } from '@golf/shared/api/client';
import type { LiveUpdateFormValues } from '../utils/live-updates';

/** POST /cms/liveupdate/create (admin): title, color, content. */
export async function createLiveUpdate(values: LiveUpdateFormValues): Promise<void> {
  await apiPost('cms/liveupdate/create', { title: values.title.trim(), color: values.color, content: values.content.trim() });
}
