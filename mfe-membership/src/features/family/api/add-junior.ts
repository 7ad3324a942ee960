import { apiPost } from '@golf/shared/api/client';
import type { Junior, JuniorInput } from '@golf/contract/family';

/** POST /cms/family/juniors → the junior as saved. */
export async function addJunior(junior: JuniorInput): Promise<Junior> {
  return (await apiPost<{ junior: Junior }>('cms/family/juniors', junior)).junior;
}
