import { apiPut } from '@golf/shared/api/client';
import type { LiveUpdateFormValues } from '../utils/live-updates';

/** PUT /cms/liveupdate/update/{id} (admin): title, color, content. */
export async function updateLiveUpdate(liveUpdateId: string, values: LiveUpdateFormValues): Promise<void> {
  await apiPut(`cms/liveupdate/update/${encodeURIComponent(liveUpdateId)}`, {
    title: values.title.trim(),
    color: values.color,
    content: values.content.trim(),
  });
}
