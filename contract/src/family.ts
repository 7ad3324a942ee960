import { MEMBERSHIP_STATUSES } from './membership.ts';
import { z } from './zod.ts';
import { isCalendarDate } from './dates.ts';
import { FULL_NAME_MAX, KSC_ID_MAX, PHONE_MAX_LENGTH, PHONE_PATTERN, phoneDigits } from './fields.ts';
import { GENDERS, handicapIndexSchema } from './profile.ts';

// A family (DESIGN §10, issue 39): guardians are accounts; juniors are people without a sign-in,
// kept under their guardians. The rules here serve the family form and the API alike.

/** A junior is under this age on the day they are added or edited. */
export const JUNIOR_AGE_LIMIT = 18;
export const SCHOOL_MAX = 100;
export const RELATION_MAX = 50;
export const MEDICAL_NOTES_MAX = 1000;
/** How many juniors one family keeps (a guard against a runaway script, far above any family). */
export const JUNIORS_PER_FAMILY_MAX = 12;

/** Whole years from `dateOfBirth` (YYYY-MM-DD) to `today` (YYYY-MM-DD), as birthdays count them. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * What is wrong with a junior's date of birth on `today`, as a message key, or null: it must be a
 * real date, not in the future, and the junior under JUNIOR_AGE_LIMIT.
 */
export function dateOfBirthProblem(text: string, today: string): string | null {
  if (!text.trim()) return 'family.dateOfBirthRequired';
  if (!isCalendarDate(text)) return 'family.dateOfBirthInvalid';
  if (text > today) return 'family.dateOfBirthFuture';
  if (ageOn(text, today) >= JUNIOR_AGE_LIMIT) return 'family.notAJunior';
  return null;
}

/** Today's date in Hong Kong (the club's day), YYYY-MM-DD. */
export function clubToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** Names in Chinese and/or English: at least one of them. */
export const personNameSchema = z
  .object({
    zh: optionalText(FULL_NAME_MAX, 'family.nameTooLong'),
    en: optionalText(FULL_NAME_MAX, 'family.nameTooLong'),
  })
  .refine((name) => name.zh || name.en, { message: 'family.nameRequired', path: ['zh'] });

/** Who to call: a name and a phone are both needed; the relation ("mother", "aunt") is optional. */
export const emergencyContactSchema = z.object({
  name: z.string('family.emergencyNameRequired').trim().min(1, 'family.emergencyNameRequired').max(FULL_NAME_MAX, 'family.nameTooLong'),
  relation: optionalText(RELATION_MAX, 'family.relationTooLong'),
  phone: z
    .string('family.emergencyPhoneRequired')
    .trim()
    .min(1, 'family.emergencyPhoneRequired')
    .max(PHONE_MAX_LENGTH, 'family.emergencyPhoneInvalid')
    .refine((value) => PHONE_PATTERN.test(phoneDigits(value)), 'family.emergencyPhoneInvalid'),
});

/**
 * A junior as a guardian adds or edits them (`POST /cms/family/juniors`, `PUT …/{personId}`).
 * The date of birth is checked against the day by `dateOfBirthProblem` (the schema has no clock).
 */
export const juniorInputSchema = z.object({
  name: personNameSchema,
  dateOfBirth: z.string('family.dateOfBirthRequired').trim(),
  gender: z.preprocess((value) => (value === '' ? null : value), z.enum(GENDERS, 'family.genderInvalid').nullish()),
  school: optionalText(SCHOOL_MAX, 'family.schoolTooLong'),
  kscId: optionalText(KSC_ID_MAX, 'family.kscIdTooLong'),
  handicapIndex: handicapIndexSchema('family.handicapInvalid').optional(),
  imageFileId: z.string().max(200).nullish().transform((value) => value || null),
  emergencyContact: emergencyContactSchema.nullish().transform((value) => value ?? null),
  medicalNotes: optionalText(MEDICAL_NOTES_MAX, 'family.medicalNotesTooLong'),
  /** null: not asked yet; true/false: the guardian's answer, dated by the server. */
  photoConsent: z.boolean('family.consentInvalid').nullish().transform((value) => value ?? null),
  forumConsent: z.boolean('family.consentInvalid').nullish().transform((value) => value ?? null),
});

export type JuniorInput = z.input<typeof juniorInputSchema>;
/** A junior form once parsed: what the API stores. */
export type JuniorFields = z.output<typeof juniorInputSchema>;

export const juniorSchema = z.object({
  _id: z.string(),
  name: z.object({ zh: z.string().nullable(), en: z.string().nullable() }),
  dateOfBirth: z.string(),
  age: z.number().describe("whole years on the club's day"),
  gender: z.enum(GENDERS).nullable(),
  school: z.string().nullable(),
  kscId: z.string().nullable(),
  handicapIndex: z.number().nullable(),
  imageFileId: z.string().nullable(),
  emergencyContact: z.object({ name: z.string(), relation: z.string().nullable(), phone: z.string() }).nullable(),
  medicalNotes: z.string().nullable(),
  photoConsent: z.boolean().nullable(),
  photoConsentAt: z.string().nullable(),
  forumConsent: z.boolean().nullable(),
  forumConsentAt: z.string().nullable(),
  membership: z
    .object({ status: z.enum(MEMBERSHIP_STATUSES), expiresAt: z.string().nullable() })
    .describe("the junior's own annual membership, joined and renewed by a guardian"),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Junior = z.infer<typeof juniorSchema>;

export const guardianSchema = z.object({ _id: z.string(), fullName: z.string(), email: z.string(), you: z.boolean() });
export type Guardian = z.infer<typeof guardianSchema>;

export const familySchema = z.object({
  guardians: z.array(guardianSchema),
  juniors: z.array(juniorSchema),
  invites: z.array(z.object({ email: z.string(), expiresAt: z.string() })).describe('second-guardian invitations not accepted yet'),
});
export type Family = z.infer<typeof familySchema>;

/** A consent is asked again once a year (issue 39 point 2): an answer older than this is due. */
export const CONSENT_VALID_DAYS = 365;

/**
 * Whether a consent needs the guardian's answer: never answered, or answered more than
 * CONSENT_VALID_DAYS before `now`.
 */
export function consentDue(answer: boolean | null, answeredAt: string | null, now = new Date()): boolean {
  if (answer === null || !answeredAt) return true;
  return now.getTime() - new Date(answeredAt).getTime() > CONSENT_VALID_DAYS * 24 * 60 * 60 * 1000;
}

/** The juniors of a family with a consent to answer or re-confirm. */
export function juniorsWithConsentDue(juniors: Junior[], now = new Date()): Junior[] {
  return juniors.filter((junior) => consentDue(junior.photoConsent, junior.photoConsentAt, now) || consentDue(junior.forumConsent, junior.forumConsentAt, now));
}

/** A junior's name for a heading: the one in the reader's language, else the other. */
export function juniorDisplayName(name: Junior['name'], language: 'zh' | 'en'): string {
  return (language === 'zh' ? name.zh || name.en : name.en || name.zh) ?? '';
}
