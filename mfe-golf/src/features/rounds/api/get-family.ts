import { apiGet } from '@golf/shared/api/client';
import type { Family } from '@golf/contract/family';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /cms/family → the caller's juniors, whose rounds a guardian may record. */
export async function getFamily(signal?: AbortSignal): Promise<Family> {
  return (await apiGet<{ family: Family }>('cms/family', undefined, { signal })).family;
}

export const familyQuery = () => queryOptions({ queryKey: ['family'], queryFn: ({ signal }) => getFamily(signal) });

export const useFamily = () => useQuery(familyQuery());
