import type { GolfEvent } from '@golf/contract/event-shapes';

/**
 * The address of one event that works for everyone: the public calendar on its day with its
 * dialog open (an event's own page is for members). What a member shares or copies, and what
 * calendar entries link to (DESIGN §5c).
 */
export function eventShareUrl(event: Pick<GolfEvent, '_id' | 'date'>, origin: string = window.location.origin): string {
  const params = new URLSearchParams({ date: event.date, event: event._id });
  return `${origin}/event-calendar?${params.toString()}`;
}
