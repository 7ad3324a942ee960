import { apiGet, readPath } from '@golf/shared/api/client';
import type { Announcement, AnnouncementCategory } from '@golf/contract/announcements';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

export interface AnnouncementPage {
  announcements: Announcement[];
  totalPages: number;
  page: number;
}

/** One page of the archive (page size 10, newest first), optionally of one category. */
export async function getAnnouncements(page: number, category?: AnnouncementCategory): Promise<AnnouncementPage> {
  const { announcements, totalPages, page: answered } = await apiGet<AnnouncementPage>(readPath('announcement/list'), { page, category });
  return { announcements, totalPages, page: answered };
}

export function useAnnouncements(page: number, category?: AnnouncementCategory) {
  // Signing in or out switches between the ext and cms lists (members see more): load again.
  const token = useAuthStore((state) => state.token);
  return useApiQuery(() => getAnnouncements(page, category), [page, category, token]);
}
