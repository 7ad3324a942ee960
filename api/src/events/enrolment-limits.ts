import type { Db } from '../db/client.js';
import { HttpError } from '../core/http-error.js';
import { giveBack, hit, type RateLimit } from '../core/rate-limit.js';

const DAY_MS = 86_400_000;

/**
 * Enrol/cancel cycles are capped per account (issue 36 point 3): each enrolment can send a "place
 * held" mail, and cancelling and enrolling again was a way to send the club's mail over and over.
 * The first enrolment of an event and two re-enrolments a day are plenty for a person who changed
 * their mind; a family enrols in a handful of events a day at most.
 */
export const ENROLMENTS_PER_EVENT_PER_DAY: RateLimit = { scope: 'enrol:event', max: 3, windowMs: DAY_MS };
export const ENROLMENTS_PER_DAY: RateLimit = { scope: 'enrol:account', max: 20, windowMs: DAY_MS };

/** Counts one enrolment of `eventId` by `userId`, or refuses with a translated 429; giveBack() takes it back. */
export async function countEnrolment(db: Db, userId: string, eventId: string): Promise<{ giveBack: () => Promise<void> }> {
  const perEvent = `${userId}:${eventId}`;
  const event = await hit(db, ENROLMENTS_PER_EVENT_PER_DAY, perEvent);
  const account = await hit(db, ENROLMENTS_PER_DAY, userId);
  const undo = async () => {
    await giveBack(db, ENROLMENTS_PER_EVENT_PER_DAY.scope, perEvent);
    await giveBack(db, ENROLMENTS_PER_DAY.scope, userId);
  };
  if (!event.allowed || !account.allowed) {
    await undo();
    const retryAfter = Math.max(event.allowed ? 0 : event.retryAfter, account.allowed ? 0 : account.retryAfter);
    throw new HttpError(429, event.allowed ? 'events.tooManyEnrolmentsToday' : 'events.tooManyEnrolCycles', undefined, { 'Retry-After': String(retryAfter) });
  }
  return { giveBack: undo };
}
