import { apiGet } from '@golf/shared/api/client';
import type { Session } from '@golf/contract/sessions';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /cms/auth/sessions: the account's live sessions (one per sign-in), most recently seen first. */
export async function getSessions(): Promise<Session[]> {
  const { sessions } = await apiGet<{ sessions: Session[] }>('cms/auth/sessions');
  return sessions;
}

export const sessionsQuery = () => queryOptions({ queryKey: ['auth', 'sessions'], queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQuery());
