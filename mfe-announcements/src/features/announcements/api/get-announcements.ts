import { apiGet, readPath } from '@golf/shared/api/client';
import type { Announcement, AnnouncementCategory } from '@golf/contract/announcements';
import { readingLanguage } from '@golf/shared/i18n/reading-language';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

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

/** Signing in or out empties the cache (the ext and cms lists differ: members see more). */
export const announcementsQuery = (page: number, category?: AnnouncementCategory) =>
  queryOptions({
    queryKey: ['announcements', 'list', { page, category }, readingLanguage()],
    queryFn: () => getAnnouncements(page, category),
    // While another page loads, the current one stays on screen, dimmed.
    keepPreviousData: true,
  });

export const useAnnouncements = (page: number, category?: AnnouncementCategory) => useQuery(announcementsQuery(page, category));
