import { apiPost } from '@golf/shared/api/client';

/** POST /cms/auth/sessions/:id/end: signs out one device of the account (Settings' list). */
export async function endSession(sessionId: string): Promise<void> {
  await apiPost(`cms/auth/sessions/${encodeURIComponent(sessionId)}/end`);
}
