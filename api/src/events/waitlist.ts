// Waiting lists (architecture §5c). A member joins the list of a full event; when a place frees
// (a cancellation, a refund, more places, a hold running out) the first in line gets it held for
// WAITLIST_HOLD_HOURS and a mail. The held places are counted on the event row (held_places), so
// the enrolment's one conditional UPDATE keeps them from everyone else.
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { siteOrigin } from '../config.js';
import { HttpError } from '../core/http-error.js';
import type { Db } from '../db/client.js';
import { enqueueMail } from '../mail/outbox.js';
import { users } from '../users/table.js';
import { hkDay } from './hk-time.js';
import { waitlistOfferMail } from './mails.js';
import { enrollments, events, eventWaitlist } from './table.js';
import { isUniqueViolation } from './db-errors.js';

export interface WaitlistSettings {
  holdHours: number;
  webOrigin: string;
  now?: Date;
}

/**
 * Offers every place no one holds to the next in line, under the event's row lock (so two
 * processes freeing places at once offer each place once). Nothing is offered for an event that
 * is closed or past. Returns how many were offered.
 */
export async function offerFreedPlaces(tx: Db, eventId: string, { holdHours, webOrigin, now = new Date() }: WaitlistSettings): Promise<number> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!event || !event.allowRegistration || event.date < hkDay(now)) return 0;
  const free = event.maxParticipants - event.currentParticipants - event.heldPlaces;
  if (free <= 0) return 0;
  const next = await tx
    .select({ id: eventWaitlist.id, userId: eventWaitlist.userId, email: users.email, fullName: users.fullName, language: users.language })
    .from(eventWaitlist)
    .innerJoin(users, eq(users.id, eventWaitlist.userId))
    .where(and(eq(eventWaitlist.eventId, eventId), isNull(eventWaitlist.offeredAt)))
    .orderBy(asc(eventWaitlist.createdAt), asc(eventWaitlist.id))
    .limit(free);
  if (next.length === 0) return 0;
  const holdUntil = new Date(now.getTime() + holdHours * 3_600_000);
  for (const entry of next) {
    await tx.update(eventWaitlist).set({ offeredAt: now, holdUntil }).where(eq(eventWaitlist.id, entry.id));
    await enqueueMail(tx, waitlistOfferMail({ event, to: entry, holdUntil, language: entry.language, webOrigin }));
  }
  await tx.update(events).set({ heldPlaces: sql`${events.heldPlaces} + ${next.length}` }).where(eq(events.id, eventId));
  return next.length;
}

/**
 * Ends the holds that ran out (of one event, or all) and passes their places on. Run by the
 * scheduled job and before an enrolment, so a lapsed hold never keeps a place from anyone. Each
 * event's row is locked before its list rows, the order every flow here keeps (no deadlocks).
 */
export async function releaseExpiredHolds(tx: Db, settings: WaitlistSettings, eventId?: string): Promise<number> {
  const now = settings.now ?? new Date();
  const lapsedHere = (id: string) => and(eq(eventWaitlist.eventId, id), lte(eventWaitlist.holdUntil, now));
  const due = await tx
    .selectDistinct({ eventId: eventWaitlist.eventId })
    .from(eventWaitlist)
    .where(and(lte(eventWaitlist.holdUntil, now), eventId ? eq(eventWaitlist.eventId, eventId) : undefined));
  let released = 0;
  for (const { eventId: id } of due) {
    await lockEvent(tx, id);
    const lapsed = await tx.delete(eventWaitlist).where(lapsedHere(id)).returning({ id: eventWaitlist.id });
    if (lapsed.length === 0) continue;
    await tx.update(events).set({ heldPlaces: sql`greatest(${events.heldPlaces} - ${lapsed.length}, 0)` }).where(eq(events.id, id));
    await offerFreedPlaces(tx, id, settings);
    released += lapsed.length;
  }
  return released;
}

/** Takes the event's row lock: the first lock of every waiting-list change. */
export async function lockEvent(tx: Db, eventId: string): Promise<void> {
  await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
}

/** Whether the caller holds a place of this event right now (then it is theirs to take). */
export async function takeHeldPlace(tx: Db, eventId: string, userId: string, now = new Date()): Promise<boolean> {
  const [held] = await tx
    .delete(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, userId), gt(eventWaitlist.holdUntil, now)))
    .returning({ id: eventWaitlist.id });
  return !!held;
}

/** Joins the waiting list of a full event; refused when a place is free (enrol instead). */
export async function joinWaitlist(db: Db, eventId: string, userId: string, now = new Date()): Promise<void> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) throw new HttpError(404, 'events.eventNotFound');
  if (event.date < hkDay(now)) throw new HttpError(409, 'events.enrolmentPast');
  if (!event.allowRegistration) throw new HttpError(409, 'events.enrolmentClosed');
  const [enrolled] = await db.select({ id: enrollments.id }).from(enrollments).where(and(eq(enrollments.eventId, eventId), eq(enrollments.personId, userId))).limit(1);
  if (enrolled) throw new HttpError(409, 'events.enrolmentDuplicate');
  if (event.currentParticipants + event.heldPlaces < event.maxParticipants) throw new HttpError(409, 'events.waitlistNotFull');
  try {
    await db.insert(eventWaitlist).values({ eventId, userId, createdAt: now });
  } catch (error) {
    if (isUniqueViolation(error, 'event_waitlist_once')) throw new HttpError(409, 'events.waitlistAlready');
    throw error;
  }
}

/** Leaves the list; a place held for the caller passes to the next in line. */
export async function leaveWaitlist(db: Db, eventId: string, userId: string, settings: WaitlistSettings): Promise<void> {
  const now = settings.now ?? new Date();
  await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const [left] = await tx
      .delete(eventWaitlist)
      .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, userId)))
      .returning();
    if (!left) throw new HttpError(404, 'events.waitlistNotOn');
    if (left.holdUntil && left.holdUntil > now) {
      await tx.update(events).set({ heldPlaces: sql`greatest(${events.heldPlaces} - 1, 0)` }).where(eq(events.id, eventId));
      await offerFreedPlaces(tx, eventId, settings);
    }
  });
}

/** The caller's place on the list: 1 is next; 0 with holdUntil while a place is held for them. */
export async function myWaitlist(db: Db, eventId: string, userId: string, now = new Date()): Promise<{ position: number; holdUntil: string | null } | null> {
  const [mine] = await db.select().from(eventWaitlist).where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, userId))).limit(1);
  if (!mine) return null;
  if (mine.holdUntil) return mine.holdUntil > now ? { position: 0, holdUntil: mine.holdUntil.toISOString() } : null;
  const [{ ahead }] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(eventWaitlist)
    .where(
      and(
        eq(eventWaitlist.eventId, eventId),
        isNull(eventWaitlist.offeredAt),
        sql`(${eventWaitlist.createdAt}, ${eventWaitlist.id}) < (${mine.createdAt.toISOString()}::timestamptz, ${mine.id})`,
      ),
    );
  return { position: ahead + 1, holdUntil: null };
}

export interface WaitlistEntry {
  id: string;
  userId: string;
  fullName: string;
  email: string;
  phone: string;
  joinedAt: Date;
  /** 0 while a place is held for them (until `holdUntil`); 1 is next in line. */
  position: number;
  holdUntil: Date | null;
}

/**
 * An event's waiting list as its admins see it: the places held now (soonest to lapse first), then
 * everyone in line in order. A hold that ran out is left out: it no longer keeps a place, and the
 * scheduled job or the next enrolment passes it on.
 */
export async function waitingList(db: Db, eventId: string, now = new Date()): Promise<WaitlistEntry[]> {
  const rows = await db
    .select({
      id: eventWaitlist.id,
      userId: eventWaitlist.userId,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      joinedAt: eventWaitlist.createdAt,
      offeredAt: eventWaitlist.offeredAt,
      holdUntil: eventWaitlist.holdUntil,
    })
    .from(eventWaitlist)
    .innerJoin(users, eq(users.id, eventWaitlist.userId))
    .where(eq(eventWaitlist.eventId, eventId))
    .orderBy(asc(eventWaitlist.createdAt), asc(eventWaitlist.id));
  const holding = rows
    .filter((row) => row.holdUntil && row.holdUntil > now)
    .sort((a, b) => a.holdUntil!.getTime() - b.holdUntil!.getTime())
    .map(({ offeredAt: _offered, ...row }) => ({ ...row, position: 0 }));
  // The same order as myWaitlist's count: created, then id.
  const waiting = rows.filter((row) => !row.offeredAt).map(({ offeredAt: _offered, ...row }, index) => ({ ...row, holdUntil: null, position: index + 1 }));
  return [...holding, ...waiting];
}

/** The hold length and the site's address, from the configuration. */
export function waitlistSettingsOf(config: { waitlistHoldHours: number; webOrigins: string[]; publicApiUrl: string }): WaitlistSettings {
  return { holdHours: config.waitlistHoldHours, webOrigin: siteOrigin(config) };
}
