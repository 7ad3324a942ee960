import { ApiError, apiGet, readPath } from '@golf/shared/api/client';
import type { Announcement } from '@golf/contract/announcements';
import { readingLanguage } from '@golf/shared/i18n/reading-language';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/**
 * One announcement, or null when the API has none by that id for this reader (404: missing, or
 * members only and the reader is not a member). Any other failure throws.
 */
export async function getAnnouncement(id: string): Promise<Announcement | null> {
  try {
    const body = await apiGet<{ announcement?: Announcement | null }>(readPath(`announcement/get/${encodeURIComponent(id)}`));
    return body.announcement ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return null;
    throw error;
  }
}

export const announcementQuery = (id: string) =>
  queryOptions({ queryKey: ['announcements', 'detail', id, readingLanguage()], queryFn: () => getAnnouncement(id) });

export const useAnnouncement = (id: string) => useQuery(announcementQuery(id));
