import { apiGet } from '@golf/shared/api/client';
import type { Announcement } from '@golf/shared/api/types';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

export interface AdminAnnouncementPage {
  announcements: Announcement[];
  /** Absent from older servers: paging then relies on an empty page alone. */
  totalPages: number | null;
}

/** GET /admin/announcement/list?page=N: every announcement, any scope, newest first. */
export async function getAdminAnnouncements(page: number): Promise<AdminAnnouncementPage> {
  const body = await apiGet<Partial<AdminAnnouncementPage>>('admin/announcement/list', { page });
  return { announcements: body.announcements ?? [], totalPages: typeof body.totalPages === 'number' ? body.totalPages : null };
}

export const adminAnnouncementsQuery = (page: number) =>
  queryOptions({ queryKey: ['admin', 'announcements', 'list', page], queryFn: () => getAdminAnnouncements(page), keepPreviousData: true });

export const useAdminAnnouncements = (page: number) => useQuery(adminAnnouncementsQuery(page));
