import { apiDelete } from '@golf/shared/api/client';

/** DELETE /cms/event/waitlist/{eventId}: leave the list (a place held for the caller passes on). */
export async function leaveWaitlist(eventId: string): Promise<void> {
  await apiDelete(`cms/event/waitlist/${encodeURIComponent(eventId)}`);
}
