import { apiPost } from '@golf/shared/api/client';
import type { EnrolmentFields } from '@golf/contract/enrolment';
import type { Enrollment } from '@golf/contract/event-shapes';

/** The checked form, as the contract's enrolment schema leaves it (`participants` for a family). */
export type EnrollmentRequest = EnrolmentFields;

/**
 * Enrols the signed-in user, or the family members chosen (all of them or none); the server
 * answers 409 when the event is full, short of places for all, closed or already booked.
 */
export async function enrollInEvent(eventId: string, request: EnrollmentRequest): Promise<Enrollment[]> {
  const answer = await apiPost<{ enrollment?: Enrollment; enrollments?: Enrollment[] }>(`cms/event/enroll/${encodeURIComponent(eventId)}`, request);
  return answer.enrollments ?? (answer.enrollment ? [answer.enrollment] : []);
}
