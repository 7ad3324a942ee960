import { apiGet, readPath } from '@golf/shared/api/client';
import type { Announcement } from '@golf/contract/announcements';
import { readingLanguage } from '@golf/shared/i18n/reading-language';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** The newest announcements (three), for the trending cards. */
export async function getLatestAnnouncements(): Promise<Announcement[]> {
  const body = await apiGet<{ announcements?: Announcement[] }>(readPath('announcement/latest'));
  return body.announcements ?? [];
}

export const latestAnnouncementsQuery = () =>
  queryOptions({ queryKey: ['announcements', 'latest', readingLanguage()], queryFn: getLatestAnnouncements });

export const useLatestAnnouncements = () => useQuery(latestAnnouncementsQuery());
