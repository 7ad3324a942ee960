import { apiDelete } from '@golf/shared/api/client';

/** Cancels the user's own Pending enrolment, releasing the place. */
export async function cancelEnrollment(enrollmentId: string): Promise<void> {
  await apiDelete(`cms/event/enroll/${encodeURIComponent(enrollmentId)}`);
}
