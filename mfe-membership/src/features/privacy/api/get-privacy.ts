import { apiGet } from '@golf/shared/api/client';
import type { PrivacyStatus } from '@golf/contract/privacy';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /cms/privacy: the caller's closure (if one waits), their archives, and each junior's closure. */
export async function getPrivacy(signal?: AbortSignal): Promise<PrivacyStatus> {
  const { privacy } = await apiGet<{ privacy: PrivacyStatus }>('cms/privacy', undefined, { signal });
  return privacy;
}

export const privacyQuery = () => queryOptions({ queryKey: ['privacy', 'status'], queryFn: ({ signal }) => getPrivacy(signal) });

export const usePrivacy = () => useQuery(privacyQuery());
