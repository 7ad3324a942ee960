import { apiPost } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/contract/event-shapes';

/** POST /admin/event/{id}/duplicate: a copy with nobody enrolled, to edit into a new event. */
export async function duplicateEvent(eventId: string): Promise<GolfEvent> {
  const { event } = await apiPost<{ event: GolfEvent }>(`admin/event/${encodeURIComponent(eventId)}/duplicate`);
  return event;
}
