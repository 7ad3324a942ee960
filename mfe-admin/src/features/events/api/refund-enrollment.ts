import { apiPost } from '@golf/shared/api/client';
import type { Refund } from '@golf/contract/attendees';

/** POST /admin/event/enrollment/{id}/refund: the money goes back and the place is freed. */
export async function refundEnrollment(enrollmentId: string): Promise<Refund> {
  const { refund } = await apiPost<{ refund: Refund }>(`admin/event/enrollment/${encodeURIComponent(enrollmentId)}/refund`);
  return refund;
}
