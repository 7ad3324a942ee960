import type { LiveUpdate } from '@golf/contract/live-updates';
import type { LiveUpdateEvent } from '@golf/shared/live-updates/subscribe-live-updates';
import { liveUpdateColor } from '@golf/shared/utils/live-update-colors';

/** A live update in red is urgent (a thunderstorm warning, a course closed): the frame shows it on every page. */
export function isUrgent(liveUpdate: LiveUpdate): boolean {
  return liveUpdateColor(liveUpdate.color) === 'red';
}

const newestFirst = (a: LiveUpdate, b: LiveUpdate) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** The urgent ones of a list, newest first. */
export function urgentOf(list: LiveUpdate[]): LiveUpdate[] {
  return list.filter(isUrgent).sort(newestFirst);
}

/**
 * The urgent updates after one pushed event: an update that turns red appears, one that is no
 * longer red or is deleted goes. Idempotent, so events can be replayed over a list read meanwhile.
 */
export function applyToUrgent(urgent: LiveUpdate[], event: LiveUpdateEvent): LiveUpdate[] {
  const id = event.type === 'deleted' ? event.id : event.liveUpdate._id;
  const others = urgent.filter((item) => item._id !== id);
  if (event.type === 'deleted' || !isUrgent(event.liveUpdate)) return others.length === urgent.length ? urgent : others;
  return [event.liveUpdate, ...others].sort(newestFirst);
}
