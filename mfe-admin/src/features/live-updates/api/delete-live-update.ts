import { apiDelete } from '@golf/shared/api/client';

/** DELETE /cms/liveupdate/delete/{id} (admin). */
export async function deleteLiveUpdate(liveUpdateId: string): Promise<void> {
  await apiDelete(`cms/liveupdate/delete/${encodeURIComponent(liveUpdateId)}`);
}
