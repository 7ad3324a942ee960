import type { GolfEvent } from '@golf/contract/event-shapes';
import { isPastDay } from './event-format';

/** Spec 02 §9: 'N spots left' at 3 or fewer (cards, detail); 'N spots remaining' at 1 to 5 (booking). */
export const LOW_SPOTS_THRESHOLD = 3;
export const BOOKING_LOW_SPOTS_THRESHOLD = 5;

export type Availability = { kind: 'full' } | { kind: 'few'; remaining: number } | { kind: 'available'; remaining: number };

type Capacity = Pick<GolfEvent, 'currentParticipants' | 'maxParticipants'> & Partial<Pick<GolfEvent, 'heldPlaces'>>;

/** Places anyone may take: a place held for someone on the waiting list is not one of them. */
export function spotsRemaining({ currentParticipants, maxParticipants, heldPlaces = 0 }: Capacity): number {
  return Math.max(0, maxParticipants - currentParticipants - heldPlaces);
}

export function isFull(event: Capacity): boolean {
  return spotsRemaining(event) === 0;
}

/** The availability badge: full when no place is free (held ones count as taken), 'few' at 3 or fewer. */
export function availabilityOf(event: Capacity): Availability {
  if (isFull(event)) return { kind: 'full' };
  const remaining = spotsRemaining(event);
  return remaining <= LOW_SPOTS_THRESHOLD ? { kind: 'few', remaining } : { kind: 'available', remaining };
}

/** The booking dialog's 'N spots remaining' line, shown only when 1 to 5 places are left. */
export function bookingSpotsNotice(event: Capacity): number | null {
  const remaining = spotsRemaining(event);
  return remaining >= 1 && remaining <= BOOKING_LOW_SPOTS_THRESHOLD ? remaining : null;
}

/** The one word a card, list or dialog says about an event (issue 35: never two that disagree). */
export type EventStatus = { kind: 'enrolled' } | { kind: 'ended' } | { kind: 'closed' } | Availability;

type StatusEvent = Capacity & Pick<GolfEvent, 'date' | 'allowRegistration'>;

/**
 * The event's status for this person, in order: their own booking (Enrolled, whatever the places
 * say), Ended (its day is past), Registration closed, then the places: Full wins over any count,
 * 'few' at 3 or fewer, else Available. A place held for them on the waiting list (`holding`) is
 * theirs, so it does not count as taken.
 */
export function eventStatusOf(
  event: StatusEvent,
  { enrolled = false, past = isPastDay(event.date), holding = false }: { enrolled?: boolean; past?: boolean; holding?: boolean } = {},
): EventStatus {
  if (enrolled) return { kind: 'enrolled' };
  if (past) return { kind: 'ended' };
  if (!event.allowRegistration) return { kind: 'closed' };
  return availabilityOf(holding ? { ...event, heldPlaces: Math.max(0, (event.heldPlaces ?? 0) - 1) } : event);
}
