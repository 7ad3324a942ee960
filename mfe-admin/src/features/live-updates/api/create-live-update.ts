import { apiPost } from '@golf/shared/api/client';
import { toTranslatable } from '../../../components/bilingual-text';
import type { LiveUpdateFormValues } from '../utils/live-updates';

/** POST /cms/liveupdate/create (admin): title and content in both languages (null: not written), color. */
export async function createLiveUpdate(values: LiveUpdateFormValues): Promise<void> {
  await apiPost('cms/liveupdate/create', { title: toTranslatable(values.title), color: values.color, content: toTranslatable(values.content) });
}
