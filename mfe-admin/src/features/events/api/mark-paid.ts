import { apiPost } from '@golf/shared/api/client';
import type { Enrollment, ManualPaymentMethod } from '@golf/contract/event-shapes';

/** POST /admin/event/enrollment/{id}/mark-paid {method}: a payment taken at the desk or by transfer. */
export async function markPaid(enrollmentId: string, method: ManualPaymentMethod): Promise<Enrollment> {
  const { enrollment } = await apiPost<{ enrollment: Enrollment }>(`admin/event/enrollment/${encodeURIComponent(enrollmentId)}/mark-paid`, { method });
  return enrollment;
}
