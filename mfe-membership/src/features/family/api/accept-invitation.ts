import { apiPost } from '@golf/shared/api/client';
import type { Family } from '@golf/contract/family';

/** POST /ext/family/accept, signed in with the invited address → the family joined. */
export async function acceptInvitation(token: string): Promise<Family> {
  return (await apiPost<{ family: Family }>('ext/family/accept', { token })).family;
}
