import { apiPost } from '@golf/shared/api/client';
import type { FamilyWaitlistEntry, MyWaitlist } from '@golf/contract/event-shapes';

export interface WaitlistAnswer {
  myWaitlist: MyWaitlist | null;
  myFamilyWaitlist: FamilyWaitlistEntry[];
}

/**
 * POST /cms/event/waitlist/{eventId}: join the waiting list of a full event, the caller alone or
 * `participants` (their own person id and/or their juniors'), one entry each.
 */
export async function joinWaitlist(eventId: string, participants?: string[]): Promise<WaitlistAnswer> {
  const { myWaitlist, myFamilyWaitlist } = await apiPost<WaitlistAnswer>(`cms/event/waitlist/${encodeURIComponent(eventId)}`, participants ? { participants } : undefined);
  return { myWaitlist, myFamilyWaitlist };
}
