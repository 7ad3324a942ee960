import { apiGet } from '@golf/shared/api/client';
import type { Announcement } from '@golf/contract/announcements';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

export interface AdminAnnouncementPage {
  announcements: Announcement[];
  totalPages: number;
}

/** GET /admin/announcement/list?page=N: every announcement, any scope, newest first. */
export async function getAdminAnnouncements(page: number): Promise<AdminAnnouncementPage> {
  const { announcements, totalPages } = await apiGet<AdminAnnouncementPage>('admin/announcement/list', { page });
  return { announcements, totalPages };
}

export function useAdminAnnouncements(page: number) {
  return useApiQuery(() => getAdminAnnouncements(page), [page]);
}
