import type { LiveUpdate } from '@golf/contract/live-updates';
import type { LiveUpdateEvent } from '@golf/shared/live-updates/subscribe-live-updates';

export type { LiveUpdateEvent };

export function newestFirst(list: LiveUpdate[]): LiveUpdate[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/**
 * The list after one pushed event. Applying is idempotent and order-preserving (a created that
 * arrives twice, an update for one we never saw, a delete of one already gone all land well), so
 * events can be replayed over a list that was fetched while they were arriving.
 */
export function applyLiveUpdateEvent(list: LiveUpdate[], event: LiveUpdateEvent): LiveUpdate[] {
  if (event.type === 'deleted') return list.filter((item) => item._id !== event.id);
  const others = list.filter((item) => item._id !== event.liveUpdate._id);
  return newestFirst([event.liveUpdate, ...others]);
}
