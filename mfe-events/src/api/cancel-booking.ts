import { apiDelete } from '@golf/shared/api/client';

/**
 * Cancels the user's own booking, releasing the place: a Pending one is simply cancelled; a paid
 * one is refunded until the event's cancellation deadline. Answers the HKD refunded (null: nothing
 * was paid). Used by the event page and /my-bookings.
 */
export async function cancelBooking(enrollmentId: string): Promise<{ refunded: number | null }> {
  const body = await apiDelete<{ refunded?: number | null }>(`cms/event/enroll/${encodeURIComponent(enrollmentId)}`);
  return { refunded: body?.refunded ?? null };
}
