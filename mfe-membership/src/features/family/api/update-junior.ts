import { apiPut } from '@golf/shared/api/client';
import type { Junior, JuniorInput } from '@golf/contract/family';

/** PUT /cms/family/juniors/{personId} (the whole form) → the junior as saved. */
export async function updateJunior(personId: string, junior: JuniorInput): Promise<Junior> {
  return (await apiPut<{ junior: Junior }>(`cms/family/juniors/${encodeURIComponent(personId)}`, junior)).junior;
}
