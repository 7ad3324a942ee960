import { apiPost } from '@golf/shared/api/client';
import type { Announcement } from '@golf/contract/announcements';
import type { AnnouncementPayload } from '../utils/announcement-form';

/** POST /cms/announcement/create (admin). */
export async function createAnnouncement(payload: AnnouncementPayload): Promise<Announcement> {
  const body = await apiPost<{ announcement: Announcement }>('cms/announcement/create', payload);
  return body.announcement;
}
