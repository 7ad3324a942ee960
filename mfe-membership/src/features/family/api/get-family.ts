import { apiGet } from '@golf/shared/api/client';
import type { Family } from '@golf/contract/family';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /cms/family → the caller's guardians, juniors and open invitations. */
export async function getFamily(signal?: AbortSignal): Promise<Family> {
  const body = await apiGet<{ family: Family }>('cms/family', undefined, { signal });
  // A junior from an API of an older release has no membership yet: read as not a member.
  return { ...body.family, juniors: body.family.juniors.map((junior) => ({ ...junior, membership: junior.membership ?? { status: 'guest', expiresAt: null } })) };
}

export const familyQuery = () => queryOptions({ queryKey: ['family'], queryFn: ({ signal }) => getFamily(signal) });

export const useFamily = () => useQuery(familyQuery());
