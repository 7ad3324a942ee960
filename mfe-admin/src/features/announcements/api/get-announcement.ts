import { apiGet } from '@golf/shared/api/client';
import type { Announcement } from '@golf/contract/announcements';

/**
 * GET /cms/announcement/get/{id}. The spec's edit screen reads the ext variant, which hides
 * MemberOnly announcements from a request without a token; the admin reads the cms one.
 */
export async function getAnnouncement(announcementId: string): Promise<Announcement> {
  const body = await apiGet<{ announcement: Announcement }>(`cms/announcement/get/${encodeURIComponent(announcementId)}`);
  return body.announcement;
}
