import { apiDelete } from '@golf/shared/api/client';

/**
 * DELETE /cms/event/waitlist/{eventId}: leave the list, one person (`personId`: the caller's own or
 * a junior's) or everyone the caller manages on it; a place held for them passes on.
 */
export async function leaveWaitlist(eventId: string, personId?: string): Promise<void> {
  const query = personId ? `?personId=${encodeURIComponent(personId)}` : '';
  await apiDelete(`cms/event/waitlist/${encodeURIComponent(eventId)}${query}`);
}
