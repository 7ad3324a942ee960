import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Seeder } from '../seed/index.js';
import { isActiveMember } from '../users/schemas.js';
import { REGISTERED, users, type UserRow } from '../users/table.js';
import { day, demoEvents, type DemoEvent } from './seed-data.js';
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
          name: spec.name,
          description: spec.description,
          date: day(spec.offset),
          time: spec.time,
          duration: spec.duration,
          venue: spec.venue,
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
  },
};
