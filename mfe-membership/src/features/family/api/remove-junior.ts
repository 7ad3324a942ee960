import { apiDelete } from '@golf/shared/api/client';

/** DELETE /cms/family/juniors/{personId}. */
export async function removeJunior(personId: string): Promise<void> {
  await apiDelete(`cms/family/juniors/${encodeURIComponent(personId)}`);
}
