import { apiGet, readPath } from '@golf/shared/api/client';
import type { Announcement } from '@golf/contract/announcements';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

/** The featured announcement, or null when none is featured. */
export async function getFeaturedAnnouncement(): Promise<Announcement | null> {
  const body = await apiGet<{ announcement?: Announcement | null }>(readPath('announcement/featured'));
  return body.announcement ?? null;
}

export function useFeaturedAnnouncement() {
  const token = useAuthStore((state) => state.token);
  return useApiQuery(getFeaturedAnnouncement, [token]);
}
