import { and, asc, between, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { familyGuardians, people } from '../family/table.js';
import type { Db } from '../db/client.js';
import { likePattern } from '../core/schemas.js';
import { hkDay, monthBounds } from './hk-time.js';
import { enrollments, events, type EnrollmentRow, type EventRow } from './table.js';

export const PAST_PAGE_SIZE = 6;

/** Events at the same time in name order (the Chinese name where written, as the demo's calendar reads). */
const byName = asc(sql`coalesce(${events.nameZh}, ${events.nameEn})`);
export const ADMIN_PAGE_SIZE = 10;

/** A day's events, earliest first. */
export function eventsOn(db: Db, date: string): Promise<EventRow[]> {
  return db.select().from(events).where(eq(events.date, date)).orderBy(asc(events.time), byName);
}

/** The days of a YYYY-MM month that have at least one event, in order. */
export async function eventDatesIn(db: Db, month: string): Promise<string[]> {
  const { first, last } = monthBounds(month);
  const rows = await db
    .selectDistinct({ date: events.date })
    .from(events)
    .where(between(events.date, first, last))
    .orderBy(asc(events.date));
  return rows.map((row) => row.date);
}

/** Events from today (Hong Kong) on, soonest first. */
export function upcomingEvents(db: Db, now = new Date(), limit?: number): Promise<EventRow[]> {
  const rows = db
    .select()
    .from(events)
    .where(gte(events.date, hkDay(now)))
    .orderBy(asc(events.date), asc(events.time), byName);
  return limit === undefined ? rows : rows.limit(limit);
}

/** One page of events before today (Hong Kong), newest first, with the total count. */
export async function pastEvents(db: Db, page: number, now = new Date()): Promise<{ rows: EventRow[]; total: number }> {
  const before = lt(events.date, hkDay(now));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(events)
      .where(before)
      .orderBy(desc(events.date), desc(events.time), byName)
      .limit(PAST_PAGE_SIZE)
      .offset((page - 1) * PAST_PAGE_SIZE),
    db.select({ total: count() }).from(events).where(before),
  ]);
  return { rows, total };
}

/** Every event for the admin table, newest date first, searched by name, venue, type, coach or tag. */
export async function adminEvents(db: Db, page: number, keyword: string): Promise<{ rows: EventRow[]; total: number }> {
  const pattern = likePattern(keyword);
  const where = keyword.trim()
    ? or(
        // Either language (DESIGN §13).
        ilike(events.nameZh, pattern),
        ilike(events.nameEn, pattern),
        ilike(events.venueZh, pattern),
        ilike(events.venueEn, pattern),
        ilike(events.type, pattern),
        ilike(events.coach, pattern),
        ilike(events.tag, pattern),
      )
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(desc(events.date), desc(events.time), byName)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(events).where(where),
  ]);
  return { rows, total };
}

export async function findEvent(db: Db, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

/** The account holder's own enrolment in an event (as a participant), if any. */
export async function findEnrollmentOf(db: Db, eventId: string, userId: string): Promise<EnrollmentRow | undefined> {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.eventId, eventId), eq(enrollments.personId, userId)))
    .limit(1);
  return row;
}

/**
 * The enrolments an account manages (sees, pays, cancels): those it booked, and any place of a
 * junior it guards, whichever guardian booked it (issue 39: the second guardian too).
 */
export function managedBy(userId: string): SQL {
  return or(eq(enrollments.userId, userId), sql`${enrollments.personId} IN (${juniorsGuardedBy(userId)})`)!;
}

/** The person ids of every junior the account guards (a subquery): whose places and waiting-list entries it manages. */
export function juniorsGuardedBy(userId: string): SQL {
  return sql`SELECT ${people.id} FROM ${people} JOIN ${familyGuardians} ON ${familyGuardians.familyId} = ${people.familyId} WHERE ${familyGuardians.userId} = ${userId}`;
}

/** Every enrolment the account manages in an event: its own and its juniors'. */
export function enrollmentsBookedBy(db: Db, eventId: string, userId: string): Promise<EnrollmentRow[]> {
  return db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.eventId, eventId), managedBy(userId)))
    .orderBy(asc(enrollments.createdAt), asc(enrollments.id));
}

/** An enrolment the caller manages (managedBy), by id; anyone else's reads as missing. */
export async function findOwnEnrollment(db: Db, id: string, userId: string): Promise<EnrollmentRow | undefined> {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.id, id), managedBy(userId)))
    .limit(1);
  return row;
}

/** A member's enrolments with their events: upcoming (soonest first) and past (latest first). */
export async function enrollmentsOf(db: Db, userId: string, now = new Date()): Promise<{ upcoming: Array<{ enrollment: EnrollmentRow; event: EventRow }>; past: Array<{ enrollment: EnrollmentRow; event: EventRow }> }> {
  const rows = await db
    .select({ enrollment: enrollments, event: events })
    .from(enrollments)
    .innerJoin(events, eq(events.id, enrollments.eventId))
    .where(managedBy(userId))
    .orderBy(asc(events.date), asc(events.time));
  const today = hkDay(now);
  return { upcoming: rows.filter((row) => row.event.date >= today), past: rows.filter((row) => row.event.date < today).reverse() };
}
