import { apiPost } from '@golf/shared/api/client';
import type { MyWaitlist } from '@golf/contract/event-shapes';

/** POST /cms/event/waitlist/{eventId}: join the waiting list of a full event. */
export async function joinWaitlist(eventId: string): Promise<MyWaitlist | null> {
  const { myWaitlist } = await apiPost<{ myWaitlist: MyWaitlist | null }>(`cms/event/waitlist/${encodeURIComponent(eventId)}`);
  return myWaitlist;
}
