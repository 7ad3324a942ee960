import { apiGet } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/contract/event-shapes';

/** GET /cms/event/get/{id}: the edit form's starting values. */
export async function getEvent(eventId: string): Promise<GolfEvent> {
  const body = await apiGet<{ event: GolfEvent }>(`cms/event/get/${encodeURIComponent(eventId)}`);
  return body.event;
}

