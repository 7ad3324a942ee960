import type { LiveUpdate } from '@golf/contract/live-updates';

/** What the stream pushes (docs/api-contract.md): the live update, or only its id when deleted. */
export type LiveUpdateEvent =
  | { type: 'created'; liveUpdate: LiveUpdate }
  | { type: 'updated'; liveUpdate: LiveUpdate }
  | { type: 'deleted'; id: string };

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
