import { z } from 'zod';
import { countryCode, email, fullName, handicapIndex, kscId, optionalGender, password, phone } from './schemas.js';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { users } from './table.js';

/** Counts typed into the admin form arrive as numbers or numeric strings; blank reads as 0 (spec 02 §5). */
const count = (min: number) =>
  z
    .union([z.number(), z.string().trim().max(12)])
    .transform((value) => (value === '' ? 0 : Number(value)))
    .pipe(z.number().int().min(min).max(1_000_000));

/** YYYY-MM-DD naming a day that exists (zod runs this even after its format check failed). */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** "true"/"false" from a select, or a real boolean. */
const booleanValue = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/**
 * The fields an admin may change one at a time (PUT /admin/user/update/{id}, updateType
 * SingleField), each with its own rule. A password change also ends the account's sessions
 * (admin-routes.ts, after the change is written).
 */
export const ADMIN_EDITABLE_FIELDS = {
  fullName: { value: fullName },
  email: { value: email },
  phone: { value: phone },
  countryCode: { value: countryCode },
  userGroup: { value: z.enum(['Admin', 'User']) },
  annualMembershipActivated: { value: booleanValue },
  point: { value: count(0) },
  noOfFreePractice: { value: count(0) },
  noOfFreeCoaching: { value: count(0) },
  gender: { value: optionalGender.transform((value) => value ?? null) },
  kscId: { value: kscId },
  handicapIndex: { value: handicapIndex },
  password: { value: password },
  imageFileId: { value: z.string().trim().max(100).nullable().transform((value) => value || null) },
  // YYYY-MM-DD: the membership runs to the end of that day in Hong Kong; blank or null: no end date.
  annualMembershipExpiredAt: {
    value: z
      .union([
        z.literal(''),
        z.null(),
        // A real calendar day: 2027-02-30 is refused, not moved to March.
        z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'users.expiryFormat').refine(isCalendarDay, 'users.expiryFormat'),
      ])
      .transform((value) => (value ? new Date(`${value}T23:59:59.999+08:00`) : null))
      .refine((date) => date === null || !Number.isNaN(date.getTime()), 'users.expiryFormat'),
  },
} as const;

export type AdminEditableField = keyof typeof ADMIN_EDITABLE_FIELDS;

export function isAdminEditableField(field: string): field is AdminEditableField {
  return Object.hasOwn(ADMIN_EDITABLE_FIELDS, field);
}

/** Turns a validated value into the column changes it makes. */
export async function changesFor(
  field: AdminEditableField,
  value: unknown,
  current: { annualMembershipExpiredAt: Date | null },
  hash: (password: string) => Promise<string>,
): Promise<PgUpdateSetSource<typeof users>> {
  switch (field) {
    case 'password':
      return { passwordHash: await hash(value as string), passwordChangeAsked: false };
    case 'annualMembershipActivated': {
      const on = value as boolean;
      // Switching an expired membership back on gives it a year from today; no date means "forever valid".
      const expired = current.annualMembershipExpiredAt && current.annualMembershipExpiredAt.getTime() <= Date.now();
      if (on && expired) {
        const nextYear = new Date();
        nextYear.setFullYear(nextYear.getFullYear() + 1);
        return { annualMembershipActivated: true, annualMembershipExpiredAt: nextYear };
      }
      return { annualMembershipActivated: on };
    }
    default:
      return { [field]: value };
  }
}
