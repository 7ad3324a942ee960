import { apiPost } from '@golf/shared/api/client';
import type { Closure } from '@golf/contract/privacy';

/**
 * POST /cms/privacy/close (the caller's account) or /cms/privacy/juniors/:personId/close (a junior
 * of their family): erased 30 days later unless cancelled.
 */
export async function closeAccount(personId: string | null): Promise<Closure> {
  const path = personId ? `cms/privacy/juniors/${encodeURIComponent(personId)}/close` : 'cms/privacy/close';
  const { closure } = await apiPost<{ closure: Closure }>(path);
  return closure;
}
