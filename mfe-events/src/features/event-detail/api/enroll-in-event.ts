import { apiPost } from '@golf/shared/api/client';
import type { EnrolmentFields } from '@golf/contract/enrolment';
import type { Enrollment } from '@golf/contract/event-shapes';

/** The checked form, as the contract's enrolment schema leaves it. */
export type EnrollmentRequest = EnrolmentFields;

/** Enrols the signed-in user; the server answers 409 when the event is full, closed or already booked. */
export async function enrollInEvent(eventId: string, request: EnrollmentRequest): Promise<Enrollment> {
  const { enrollment } = await apiPost<{ enrollment: Enrollment }>(`cms/event/enroll/${encodeURIComponent(eventId)}`, request);
  return enrollment;
}
