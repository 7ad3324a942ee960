import { apiPut } from '@golf/shared/api/client';
import type { Announcement } from '@golf/contract/announcements';
import type { AnnouncementPayload } from '../utils/announcement-form';

/** PUT /cms/announcement/{id} (admin). */
export async function updateAnnouncement(announcementId: string, payload: AnnouncementPayload): Promise<Announcement> {
  const body = await apiPut<{ announcement: Announcement }>(`cms/announcement/${encodeURIComponent(announcementId)}`, payload);
  return body.announcement;
}
