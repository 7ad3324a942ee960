import { apiPost } from '@golf/shared/api/client';

/** POST /admin/privacy/users/{userId}/close (on the member's request, 30 days of grace) or …/close/cancel. */
export async function setUserClosing(userId: string, closing: boolean): Promise<void> {
  await apiPost(`admin/privacy/users/${encodeURIComponent(userId)}/close${closing ? '' : '/cancel'}`);
}
