import { apiPost } from '@golf/shared/api/client';
import type { GolfEvent } from '@golf/contract/event-shapes';
import type { EventPayload } from '../utils/event-form';

/** The longest weekly series the API makes in one step. */
export const MAX_SERIES_WEEKS = 26;

/** POST /admin/event/series: the event on its date and every week after, `weeks` times. */
export async function createEventSeries(payload: EventPayload, weeks: number): Promise<GolfEvent[]> {
  const { events } = await apiPost<{ events: GolfEvent[] }>('admin/event/series', { ...payload, weeks });
  return events;
}
