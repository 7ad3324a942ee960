import { asc, eq } from 'drizzle-orm';
import { membershipStatus } from '@golf/contract/membership';
import type { z } from 'zod';
import type { familyParticipantSchema } from '@golf/contract/event-shapes';
import type { Db } from '../db/client.js';
import { familyIdOf, juniorFullName, juniorMembership } from '../family/queries.js';
import { people } from '../family/table.js';
import type { UserRow } from '../users/table.js';
import { enrollmentsBookedBy } from './queries.js';
import { enrolmentPriceCents, toDollars } from './rules.js';
import { enrollmentJson } from './serialize.js';
import type { EventRow } from './table.js';

/**
 * The caller and their juniors on an event page, each with the price they would pay and the
 * enrolment the caller booked for them (issue 39 point 3). Empty for a caller without juniors:
 * their page stays the one-person booking it always was.
 */
export async function familyOnEvent(db: Db, event: EventRow, user: UserRow): Promise<Array<z.infer<typeof familyParticipantSchema>>> {
  const familyId = await familyIdOf(db, user.id);
  if (!familyId) return [];
  const juniors = await db.select().from(people).where(eq(people.familyId, familyId)).orderBy(asc(people.dateOfBirth), asc(people.id));
  if (juniors.length === 0) return [];
  const booked = await enrollmentsBookedBy(db, event.id, user.id);
  const bookingOf = (personId: string) => {
    const row = booked.find((enrollment) => enrollment.personId === personId);
    return row ? enrollmentJson(row) : null;
  };
  return [
    { personId: user.id, self: true, fullName: user.fullName, price: toDollars(enrolmentPriceCents(event, membershipStatus(user))), enrollment: bookingOf(user.id) },
    // A junior pays by their own membership, never the guardian's.
    ...juniors.map((junior) => ({
      personId: junior.id,
      self: false,
      fullName: juniorFullName(junior),
      price: toDollars(enrolmentPriceCents(event, membershipStatus(juniorMembership(junior)))),
      enrollment: bookingOf(junior.id),
    })),
  ];
}
