import { apiPut } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/contract/event-shapes';
import type { EventPayload } from '../utils/event-form';

/** PUT /cms/event/update/{id} (admin): replaces every field of the form. */
export async function updateEvent(eventId: string, payload: EventPayload): Promise<GolfEvent> {
  const body = await apiPut<{ event: GolfEvent }>(`cms/event/update/${encodeURIComponent(eventId)}`, payload);
  return body.event;
}
