import { apiPost } from '@golf/shared/api/client';

/** POST /cms/family/guardians/invite: a link by mail to a second guardian. */
export async function inviteGuardian(email: string): Promise<void> {
  await apiPost('cms/family/guardians/invite', { email });
}
