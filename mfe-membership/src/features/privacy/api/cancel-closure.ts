import { apiPost } from '@golf/shared/api/client';

/** POST /cms/privacy/close/cancel, or /cms/privacy/juniors/:personId/close/cancel: keeps the account (or the junior's record). */
export async function cancelClosure(personId: string | null): Promise<void> {
  await apiPost(personId ? `cms/privacy/juniors/${encodeURIComponent(personId)}/close/cancel` : 'cms/privacy/close/cancel');
}
