import { apiDelete } from '@golf/shared/api/client';

/** DELETE /cms/announcement/{id} (admin). */
export async function deleteAnnouncement(announcementId: string): Promise<void> {
  await apiDelete(`cms/announcement/${encodeURIComponent(announcementId)}`);
}
