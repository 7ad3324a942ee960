// Waiting lists (architecture §5c). A member joins the list of a full event, for themselves and/or
// their juniors (one entry per person, decision 97); when a place frees (a cancellation, a refund,
// more places, a hold running out) the first in line gets it held for WAITLIST_HOLD_HOURS and a mail. The held places are counted on the event row (held_places), so
// the enrolment's one conditional UPDATE keeps them from everyone else.
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { siteOrigin } from '../config.js';
import { HttpError } from '../core/http-error.js';
import type { Db } from '../db/client.js';
import { enqueueMail } from '../mail/outbox.js';
import { juniorFullName, juniorOfCaller, juniorsOfCaller } from '../family/queries.js';
import { people } from '../family/table.js';
import { users, type UserRow } from '../users/table.js';
import { hkDay } from './hk-time.js';
import { waitlistOfferMail } from './mails.js';
import { enrollments, events, eventWaitlist } from './table.js';
import { isUniqueViolation } from './db-errors.js';
import { juniorsGuardedBy } from './queries.js';

export interface WaitlistSettings {
  holdHours: number;
  webOrigin: string;
  now?: Date;
}

/**
 * Offers every place no one holds to the next in line, one place per entry (a person), under the
 * event's row lock (so two processes freeing places at once offer each place once). The account
 * that put the person on the list is mailed, naming a junior. Nothing is offered for an event that
 * is closed or past. Returns how many were offered.
 */
export async function offerFreedPlaces(tx: Db, eventId: string, { holdHours, webOrigin, now = new Date() }: WaitlistSettings): Promise<number> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  if (!event || !event.allowRegistration || event.date < hkDay(now)) return 0;
  const free = event.maxParticipants - event.currentParticipants - event.heldPlaces;
  if (free <= 0) return 0;
  const next = await tx
    .select({ id: eventWaitlist.id, email: users.email, fullName: users.fullName, language: users.language, juniorId: people.id, nameZh: people.nameZh, nameEn: people.nameEn })
    .from(eventWaitlist)
    .innerJoin(users, eq(users.id, eventWaitlist.userId))
    .leftJoin(people, eq(people.id, eventWaitlist.personId))
    // A junior removed from their family since is passed over: nobody could take their place.
    .where(and(eq(eventWaitlist.eventId, eventId), isNull(eventWaitlist.offeredAt), stillThere))
    .orderBy(asc(eventWaitlist.createdAt), asc(eventWaitlist.id))
    .limit(free);
  if (next.length === 0) return 0;
  const holdUntil = new Date(now.getTime() + holdHours * 3_600_000);
  for (const entry of next) {
    await tx.update(eventWaitlist).set({ offeredAt: now, holdUntil }).where(eq(eventWaitlist.id, entry.id));
    const junior = entry.juniorId ? juniorFullName(entry) : null;
    await enqueueMail(tx, waitlistOfferMail({ event, to: entry, junior, holdUntil, language: entry.language, webOrigin }));
  }
  await tx.update(events).set({ heldPlaces: sql`${events.heldPlaces} + ${next.length}` }).where(eq(events.id, eventId));
  return next.length;
}

/** An entry whose person still exists: the account's own, or a junior still in a family. */
const stillThere = or(eq(eventWaitlist.personId, eventWaitlist.userId), isNotNull(people.id));

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

/**
 * How many of these people hold a place of this event right now; their holds end here (the places
 * are theirs to take, whichever guardian enrols them). Call under the event's row lock.
 */
export async function takeHeldPlaces(tx: Db, eventId: string, personIds: string[], now = new Date()): Promise<number> {
  const held = await tx
    .delete(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), inArray(eventWaitlist.personId, personIds), gt(eventWaitlist.holdUntil, now)))
    .returning({ id: eventWaitlist.id });
  return held.length;
}

/** The people an enrolment or a waiting-list entry is for: the caller alone, or the caller and/or their juniors (403/404 as enrolling). */
export async function waitingPersonIds(db: Db, userId: string, requested: string[] | undefined): Promise<string[]> {
  const ids = requested ?? [userId];
  await juniorsOfCaller(db, userId, ids.filter((id) => id !== userId));
  return ids;
}

/**
 * Puts people on the waiting list of a full event, one entry each, in the order given (a
 * millisecond apart, so the order holds against the list's created-then-id order). Refused when
 * there are places enough for all of them (enrol instead); when some places are left but too few,
 * they wait and the free places are offered at once to the first in line (one of them).
 */
export async function joinWaitlist(db: Db, eventId: string, userId: string, personIds: string[], settings: WaitlistSettings): Promise<void> {
  const now = settings.now ?? new Date();
  try {
    await db.transaction(async (tx) => {
      const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
      if (!event) throw new HttpError(404, 'events.eventNotFound');
      if (event.date < hkDay(now)) throw new HttpError(409, 'events.enrolmentPast');
      if (!event.allowRegistration) throw new HttpError(409, 'events.enrolmentClosed');
      const [enrolled] = await tx
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.eventId, eventId), inArray(enrollments.personId, personIds)))
        .limit(1);
      if (enrolled) throw new HttpError(409, 'events.enrolmentDuplicate');
      const free = event.maxParticipants - event.currentParticipants - event.heldPlaces;
      if (free >= personIds.length) throw new HttpError(409, 'events.waitlistNotFull');
      await tx.insert(eventWaitlist).values(personIds.map((personId, index) => ({ eventId, userId, personId, createdAt: new Date(now.getTime() + index) })));
      if (free > 0) await offerFreedPlaces(tx, eventId, settings);
    });
  } catch (error) {
    // Already on the list, or added by the other guardian at the same moment: the unique key says so.
    if (isUniqueViolation(error, 'event_waitlist_one_per_person')) throw new HttpError(409, 'events.waitlistAlready');
    throw error;
  }
}

/** Entries the account manages: those it made, its own person's, and its juniors' (whoever put them on). */
function waitlistManagedBy(userId: string) {
  return or(eq(eventWaitlist.userId, userId), eq(eventWaitlist.personId, userId), sql`${eventWaitlist.personId} IN (${juniorsGuardedBy(userId)})`)!;
}

/**
 * Takes one person (`personId`: the caller's own or a junior of theirs) or everyone the caller
 * manages off the list; places held for them pass to the next in line.
 */
export async function leaveWaitlist(db: Db, eventId: string, userId: string, personId: string | undefined, settings: WaitlistSettings): Promise<void> {
  const now = settings.now ?? new Date();
  if (personId !== undefined && personId !== userId) await juniorOfCaller(db, userId, personId);
  await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const left = await tx
      .delete(eventWaitlist)
      .where(and(eq(eventWaitlist.eventId, eventId), personId === undefined ? waitlistManagedBy(userId) : eq(eventWaitlist.personId, personId)))
      .returning();
    if (left.length === 0) throw new HttpError(404, 'events.waitlistNotOn');
    const released = left.filter((entry) => entry.holdUntil && entry.holdUntil > now).length;
    if (released > 0) {
      await tx.update(events).set({ heldPlaces: sql`greatest(${events.heldPlaces} - ${released}, 0)` }).where(eq(events.id, eventId));
      await offerFreedPlaces(tx, eventId, settings);
    }
  });
}

/** A place on the list: 1 is next; 0 with holdUntil while a place is held. */
export interface WaitlistPlace {
  position: number;
  holdUntil: string | null;
}

/**
 * The event's list in order with each entry's place; a hold that ran out is left out (it no
 * longer keeps a place; the scheduled job or the next enrolment passes it on).
 */
async function listWithPlaces(db: Db, eventId: string, now: Date) {
  const rows = await db
    .select({
      id: eventWaitlist.id,
      userId: eventWaitlist.userId,
      personId: eventWaitlist.personId,
      joinedAt: eventWaitlist.createdAt,
      offeredAt: eventWaitlist.offeredAt,
      holdUntil: eventWaitlist.holdUntil,
      account: { fullName: users.fullName, email: users.email, phone: users.phone },
      juniorId: people.id,
      nameZh: people.nameZh,
      nameEn: people.nameEn,
      dateOfBirth: people.dateOfBirth,
    })
    .from(eventWaitlist)
    .innerJoin(users, eq(users.id, eventWaitlist.userId))
    .leftJoin(people, eq(people.id, eventWaitlist.personId))
    .where(and(eq(eventWaitlist.eventId, eventId), stillThere))
    .orderBy(asc(eventWaitlist.createdAt), asc(eventWaitlist.id));
  let inLine = 0;
  return rows.flatMap(({ juniorId, nameZh, nameEn, dateOfBirth, ...row }) => {
    const entry = { ...row, junior: juniorId ? { name: juniorFullName({ nameZh, nameEn }), dateOfBirth: dateOfBirth! } : null };
    if (row.holdUntil) return row.holdUntil > now ? [{ ...entry, position: 0 }] : [];
    inLine += 1;
    return [{ ...entry, position: inLine }];
  });
}

const placeOf = (entry: { position: number; holdUntil: Date | null }): WaitlistPlace => ({ position: entry.position, holdUntil: entry.position === 0 ? entry.holdUntil!.toISOString() : null });

/** One person's place on the list (the caller's own person for the spec's `myWaitlist`), or null. */
export async function myWaitlist(db: Db, eventId: string, personId: string, now = new Date()): Promise<WaitlistPlace | null> {
  const mine = (await listWithPlaces(db, eventId, now)).find((entry) => entry.personId === personId);
  return mine ? placeOf(mine) : null;
}

/**
 * Everyone the caller manages who is on the list, the caller first, then their juniors youngest
 * last (the order of the event page's family), each with their place.
 */
export async function familyWaitlist(db: Db, eventId: string, user: Pick<UserRow, 'id' | 'fullName'>, now = new Date()): Promise<Array<WaitlistPlace & { personId: string; name: string; self: boolean }>> {
  const guarded = await db.select({ id: people.id }).from(people).where(sql`${people.id} IN (${juniorsGuardedBy(user.id)})`);
  const mine = new Set([user.id, ...guarded.map((row) => row.id)]);
  return (await listWithPlaces(db, eventId, now))
    .filter((entry) => mine.has(entry.personId))
    .sort((a, b) => (a.personId === user.id ? -1 : b.personId === user.id ? 1 : (a.junior?.dateOfBirth ?? '').localeCompare(b.junior?.dateOfBirth ?? '')))
    .map((entry) => ({
      personId: entry.personId,
      self: entry.personId === user.id,
      name: entry.junior?.name ?? user.fullName,
      ...placeOf(entry),
    }));
}

export interface WaitlistEntry {
  id: string;
  userId: string;
  personId: string;
  /** The person waiting: the account's name, or the junior's. */
  fullName: string;
  /** For a junior: the account that put them on the list (whose email and phone these are). */
  guardianName: string | null;
  email: string;
  phone: string;
  joinedAt: Date;
  /** 0 while a place is held for them (until `holdUntil`); 1 is next in line. */
  position: number;
  holdUntil: Date | null;
}

/**
 * An event's waiting list as its admins see it: the places held now (soonest to lapse first), then
 * everyone in line in order, each a person with, for a junior, the guardian who put them on.
 */
export async function waitingList(db: Db, eventId: string, now = new Date()): Promise<WaitlistEntry[]> {
  const rows = (await listWithPlaces(db, eventId, now)).map((row): WaitlistEntry => {
    const junior = row.junior?.name ?? null;
    return {
      id: row.id,
      userId: row.userId,
      personId: row.personId,
      fullName: junior ?? row.account.fullName,
      guardianName: junior ? row.account.fullName : null,
      email: row.account.email,
      phone: row.account.phone,
      joinedAt: row.joinedAt,
      position: row.position,
      holdUntil: row.position === 0 ? row.holdUntil : null,
    };
  });
  const holding = rows.filter((row) => row.position === 0).sort((a, b) => a.holdUntil!.getTime() - b.holdUntil!.getTime());
  return [...holding, ...rows.filter((row) => row.position > 0)];
}

/** The hold length and the site's address, from the configuration. */
export function waitlistSettingsOf(config: { waitlistHoldHours: number; webOrigins: string[]; publicApiUrl: string }): WaitlistSettings {
  return { holdHours: config.waitlistHoldHours, webOrigin: siteOrigin(config) };
}
