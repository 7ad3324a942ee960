import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { membershipStatus } from '@golf/contract/membership';
import { DEMO_PARENT_EMAIL } from '../family/seed.js';
import { familyIdOf, juniorFullName, juniorMembership } from '../family/queries.js';
import { people } from '../family/table.js';
import { enrolmentPriceCents } from './rules.js';
import type { Db } from '../db/client.js';
import type { Seeder } from '../seed/index.js';
import { isActiveMember } from '../users/schemas.js';
import { REGISTERED, users, type UserRow } from '../users/table.js';
import { day, demoEvents, perLanguage, type DemoEvent } from './seed-data.js';
import { enrollments, events } from './table.js';

/** Enrols members in an event the way the API does: one row each, the counter kept in step. */
async function enrolDemoMembers(db: Db, eventId: string, members: UserRow[], spec: DemoEvent) {
  const past = spec.offset < 0;
  for (const [index, member] of members.entries()) {
    const priceCents = (isActiveMember(member) ? spec.member : spec.nonMember) * 100;
    // Past enrolments were paid (some checked in); upcoming ones are a mix of paid and pending.
    const paid = past || index % 2 === 0 || priceCents === 0;
    await db.insert(enrollments).values({
      eventId,
      userId: member.id,
      personId: member.id,
      fullName: member.fullName,
      email: member.email,
      phone: member.phone,
      priceCents,
      paymentStatus: paid ? 'Paid' : 'Pending',
      paidWith: paid ? (priceCents > 0 ? 'payment' : 'free') : null,
      paidAt: paid ? new Date() : null,
      checkedInAt: past && index % 3 !== 2 ? new Date() : null,
    });
  }
  await db
    .update(events)
    .set({ currentParticipants: sql`${events.currentParticipants} + ${members.length}` })
    .where(eq(events.id, eventId));
}

/**
 * The demo parent's juniors booked into the first upcoming paid event with room: the elder paid
 * (member price, their own membership), the younger waiting for payment, both booked by the parent.
 */
async function enrolDemoFamily(db: Db, log: (message: string) => void) {
  const [parent] = await db.select().from(users).where(eq(users.email, DEMO_PARENT_EMAIL)).limit(1);
  const familyId = parent ? await familyIdOf(db, parent.id) : null;
  if (!parent || !familyId) return;
  const juniors = await db.select().from(people).where(eq(people.familyId, familyId)).orderBy(asc(people.dateOfBirth));
  const upcoming = await db.select().from(events).where(and(gte(events.date, day(1)), eq(events.allowRegistration, true))).orderBy(asc(events.date), asc(events.time));
  const event = upcoming.find((row) => row.priceNonMemberCents > 0 && row.maxParticipants - row.currentParticipants - row.heldPlaces >= juniors.length);
  if (!event || juniors.length === 0) return;
  for (const [index, junior] of juniors.entries()) {
    const priceCents = enrolmentPriceCents(event, membershipStatus(juniorMembership(junior)));
    const paid = index === 0;
    await db.insert(enrollments).values({
      eventId: event.id,
      userId: parent.id,
      personId: junior.id,
      fullName: juniorFullName(junior),
      email: parent.email,
      phone: parent.phone,
      priceCents,
      paymentStatus: paid ? 'Paid' : 'Pending',
      paidWith: paid ? 'payment' : null,
      paidAt: paid ? new Date() : null,
    });
  }
  await db.update(events).set({ currentParticipants: sql`${events.currentParticipants} + ${juniors.length}` }).where(eq(events.id, event.id));
  log(`booked the demo family's juniors into ${event.nameEn ?? event.nameZh}`);
}

export const eventsSeeder: Seeder = {
  name: 'events',
  async demo({ db, log }) {
    // The demo members the earlier seeders created who can sign in (none: no enrolments).
    const enrollable = await db
      .select()
      .from(users)
      .where(and(eq(users.userGroup, 'User'), eq(users.registrationStatus, REGISTERED)))
      .orderBy(asc(users.createdAt))
      .limit(12);
    const specs = demoEvents();
    for (const spec of specs) {
      const enrolledCount = Math.min(spec.enrolled ?? 0, enrollable.length, spec.max - 1);
      const [event] = await db
        .insert(events)
        .values({
          // Each text per language (decision 95): the demo writes them "中文 English".
          ...perLanguage(spec),
          date: day(spec.offset),
          time: spec.time,
          duration: spec.duration,
          // "Nearly full" stays nearly full even when fewer demo members exist than planned.
          maxParticipants: spec.enrolled && spec.max - spec.enrolled <= 1 ? enrolledCount + 1 : spec.max,
          priceMemberCents: spec.member * 100,
          priceNonMemberCents: spec.nonMember * 100,
          type: spec.type,
          coach: spec.coach ?? null,
          tag: spec.tag ?? null,
          allowRegistration: !spec.closed,
        })
        .returning();
      const members = enrollable.slice(0, enrolledCount);
      if (members.length) await enrolDemoMembers(db, event!.id, members, spec);
    }
    log(`created ${specs.length} demo events`);
    await enrolDemoFamily(db, log);
  },
};
