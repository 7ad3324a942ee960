import type { GolfEvent } from '@golf/contract/event-shapes';

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
