import { apiPost } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/contract/event-shapes';
import type { EventPayload } from '../utils/event-form';

/** POST /cms/event/create (admin). */
export async function createEvent(payload: EventPayload): Promise<GolfEvent> {
  const body = await apiPost<{ event: GolfEvent }>('cms/event/create', payload);
  return body.event;
}
