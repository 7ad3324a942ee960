import { apiPost } from '@golf/shared/api/client';
import type { Enrollment } from '@golf/contract/event-shapes';

/** Pays a Practice enrolment with one of the user's free-practice credits. */
export async function redeemFreePractice(enrollmentId: string): Promise<Enrollment> {
  const { enrollment } = await apiPost<{ enrollment: Enrollment }>('cms/event/freepractice/use', { enrollmentId });
  return enrollment;
}
