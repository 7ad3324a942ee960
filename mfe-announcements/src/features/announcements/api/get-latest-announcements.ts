import { apiGet, readPath } from '@golf/shared/api/client';
import type { Announcement } from '@golf/contract/announcements';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { useApiQuery } from '@golf/shared/hooks/use-api-query';

/** The newest announcements (three), for the trending cards. */
export async function getLatestAnnouncements(): Promise<Announcement[]> {
  const body = await apiGet<{ announcements?: Announcement[] }>(readPath('announcement/latest'));
  return body.announcements ?? [];
}

export function useLatestAnnouncements() {
  const token = useAuthStore((state) => state.token);
  return useApiQuery(getLatestAnnouncements, [token]);
}
