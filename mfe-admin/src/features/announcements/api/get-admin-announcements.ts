import { apiGet } from '@golf/shared/api/client';
import type { Announcement } from '@golf/contract/announcements';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

export interface AdminAnnouncementPage {
  announcements: Announcement[];
  totalPages: number;
}

/** GET /admin/announcement/list?page=N: every announcement, any scope, newest first. */
export async function getAdminAnnouncements(page: number): Promise<AdminAnnouncementPage> {
  const { announcements, totalPages } = await apiGet<AdminAnnouncementPage>('admin/announcement/list', { page });
  return { announcements, totalPages };
}

export const adminAnnouncementsQuery = (page: number) =>
  queryOptions({ queryKey: ['admin', 'announcements', 'list', page], queryFn: () => getAdminAnnouncements(page), keepPreviousData: true });

export const useAdminAnnouncements = (page: number) => useQuery(adminAnnouncementsQuery(page));
