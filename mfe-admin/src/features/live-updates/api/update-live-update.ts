import { apiPut } from '@golf/shared/api/client';
import { toTranslatable } from '../../../components/bilingual-text';
import type { LiveUpdateFormValues } from '../utils/live-updates';

/** PUT /cms/liveupdate/update/{id} (admin): title and content in both languages (null: not written), color. */
export async function updateLiveUpdate(liveUpdateId: string, values: LiveUpdateFormValues): Promise<void> {
  await apiPut(`cms/liveupdate/update/${encodeURIComponent(liveUpdateId)}`, {
    title: toTranslatable(values.title),
    color: values.color,
    content: toTranslatable(values.content),
  });
}
