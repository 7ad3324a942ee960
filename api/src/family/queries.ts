import { membershipStatus } from '@golf/contract/membership';
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { ageOn, clubToday, consentDue, type Family, type Junior, type JuniorFields } from '@golf/contract/family';
import type { Db } from '../db/client.js';
import { isoDate } from '../core/schemas.js';
import { HttpError } from '../core/http-error.js';
import { emailTokens } from '../users/email-tokens.js';
import { users } from '../users/table.js';
import { families, familyGuardians, people, type PersonRow } from './table.js';

/** The family the account guards, or null. */
export async function familyIdOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ familyId: familyGuardians.familyId }).from(familyGuardians).where(eq(familyGuardians.userId, userId)).limit(1);
  return row?.familyId ?? null;
}

/**
 * The account's family, made now if it has none (its first junior). Two first juniors added at
 * once make one family: the guardian row is unique per account, and the loser takes the winner's.
 */
export async function ensureFamily(db: Db, userId: string): Promise<string> {
  const existing = await familyIdOf(db, userId);
  if (existing) return existing;
  const [family] = await db.insert(families).values({}).returning({ id: families.id });
  const [joined] = await db.insert(familyGuardians).values({ familyId: family!.id, userId }).onConflictDoNothing().returning({ familyId: familyGuardians.familyId });
  if (joined) return joined.familyId;
  await db.delete(families).where(eq(families.id, family!.id));
  return (await familyIdOf(db, userId))!;
}

/** A junior of the caller's family: 404 when there is no such person, 403 when it is another family's. */
export async function juniorOfCaller(db: Db, userId: string, personId: string): Promise<PersonRow> {
  const [person] = await db.select().from(people).where(eq(people.id, personId)).limit(1);
  if (!person) throw new HttpError(404, 'family.juniorNotFound');
  const [guard] = await db
    .select({ userId: familyGuardians.userId })
    .from(familyGuardians)
    .where(and(eq(familyGuardians.familyId, person.familyId), eq(familyGuardians.userId, userId)))
    .limit(1);
  if (!guard) throw new HttpError(403, 'family.notYourJunior');
  return person;
}

/** Several juniors of the caller's family, each checked as juniorOfCaller does (none: none asked). */
export async function juniorsOfCaller(db: Db, userId: string, personIds: string[]): Promise<PersonRow[]> {
  if (personIds.length === 0) return [];
  const rows = await db.select().from(people).where(inArray(people.id, personIds));
  if (rows.length < new Set(personIds).size) throw new HttpError(404, 'family.juniorNotFound');
  const familyId = await familyIdOf(db, userId);
  if (rows.some((row) => row.familyId !== familyId)) throw new HttpError(403, 'family.notYourJunior');
  return rows;
}

/** A junior's name on lists and mails: both of their names when they have both (陳小明 Chan Siu Ming). */
export function juniorFullName(row: Pick<PersonRow, 'nameZh' | 'nameEn'>): string {
  return [row.nameZh, row.nameEn].filter(Boolean).join(' ');
}

/** A junior's own annual membership, in the shape the membership rules read (issue 39 point 4). */
export function juniorMembership(row: Pick<PersonRow, 'membershipActivated' | 'membershipExpiredAt'>): { annualMembershipActivated: boolean; annualMembershipExpiredAt: Date | null } {
  return { annualMembershipActivated: row.membershipActivated, annualMembershipExpiredAt: row.membershipExpiredAt };
}

export async function juniorCount(db: Db, familyId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(people).where(eq(people.familyId, familyId));
  return row?.total ?? 0;
}

/**
 * The columns a parsed junior form writes. A consent's date changes only when its answer does
 * (`previous` is the row before an edit).
 */
export function juniorColumns(input: JuniorFields, previous?: PersonRow) {
  // An unchanged answer keeps its date while it is valid; saving one that was due re-confirms it.
  const answeredAt = (answer: boolean | null, before: boolean | null | undefined, at: Date | null | undefined) =>
    answer === null ? null : answer === before && at && !consentDue(answer, at.toISOString()) ? at : sql`now()`;
  return {
    nameZh: input.name.zh,
    nameEn: input.name.en,
    dateOfBirth: input.dateOfBirth,
    gender: input.gender ?? null,
    school: input.school,
    kscId: input.kscId,
    handicapIndex: input.handicapIndex ?? null,
    imageFileId: input.imageFileId,
    emergencyName: input.emergencyContact?.name ?? null,
    emergencyRelation: input.emergencyContact?.relation ?? null,
    emergencyPhone: input.emergencyContact?.phone ?? null,
    medicalNotes: input.medicalNotes,
    photoConsent: input.photoConsent,
    photoConsentAt: answeredAt(input.photoConsent, previous?.photoConsent, previous?.photoConsentAt),
    forumConsent: input.forumConsent,
    forumConsentAt: answeredAt(input.forumConsent, previous?.forumConsent, previous?.forumConsentAt),
  };
}

/** A person row as the family answer shows it. */
export function juniorAnswer(row: PersonRow, today = clubToday()): Junior {
  return {
    _id: row.id,
    name: { zh: row.nameZh, en: row.nameEn },
    dateOfBirth: row.dateOfBirth,
    age: ageOn(row.dateOfBirth, today),
    gender: row.gender,
    school: row.school,
    kscId: row.kscId,
    handicapIndex: row.handicapIndex,
    imageFileId: row.imageFileId,
    emergencyContact: row.emergencyName && row.emergencyPhone ? { name: row.emergencyName, relation: row.emergencyRelation, phone: row.emergencyPhone } : null,
    medicalNotes: row.medicalNotes,
    photoConsent: row.photoConsent,
    photoConsentAt: isoDate(row.photoConsentAt),
    forumConsent: row.forumConsent,
    forumConsentAt: isoDate(row.forumConsentAt),
    membership: { status: membershipStatus(juniorMembership(row)), expiresAt: isoDate(row.membershipExpiredAt) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's family as `GET /cms/family` answers it; a caller without one is its only guardian, with no juniors. */
export async function familyOf(db: Db, caller: { id: string; fullName: string; email: string }): Promise<Family> {
  const familyId = await familyIdOf(db, caller.id);
  if (!familyId) return { guardians: [{ _id: caller.id, fullName: caller.fullName, email: caller.email, you: true }], juniors: [], invites: [] };
  const guardians = await db
    .select({ _id: users.id, fullName: users.fullName, email: users.email })
    .from(familyGuardians)
    .innerJoin(users, eq(users.id, familyGuardians.userId))
    .where(eq(familyGuardians.familyId, familyId))
    .orderBy(asc(familyGuardians.createdAt), asc(users.id));
  const juniors = await db.select().from(people).where(eq(people.familyId, familyId)).orderBy(asc(people.dateOfBirth), asc(people.id));
  const invites = await db
    .select({ email: emailTokens.email, expiresAt: emailTokens.expiresAt })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.purpose, 'guardian-invite'),
        inArray(emailTokens.userId, guardians.map((guardian) => guardian._id)),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(emailTokens.createdAt));
  const today = clubToday();
  return {
    guardians: guardians.map((guardian) => ({ ...guardian, you: guardian._id === caller.id })),
    juniors: juniors.map((row) => juniorAnswer(row, today)),
    invites: invites.map((invite) => ({ email: invite.email, expiresAt: invite.expiresAt.toISOString() })),
  };
}
