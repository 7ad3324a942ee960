import { apiGet, readPath } from '@golf/shared/api/client';
import type { Announcement } from '@golf/contract/announcements';
import { readingLanguage } from '@golf/shared/i18n/reading-language';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** The featured announcement, or null when none is featured. */
export async function getFeaturedAnnouncement(): Promise<Announcement | null> {
  const body = await apiGet<{ announcement?: Announcement | null }>(readPath('announcement/featured'));
  return body.announcement ?? null;
}

export const featuredAnnouncementQuery = () =>
  queryOptions({ queryKey: ['announcements', 'featured', readingLanguage()], queryFn: getFeaturedAnnouncement });

export const useFeaturedAnnouncement = () => useQuery(featuredAnnouncementQuery());
