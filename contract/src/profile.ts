import { z } from './zod.ts';
import { MEMBERSHIP_STATUSES } from './membership.ts';
import { COUNTRY_CODE_PATTERN, FULL_NAME_MAX, PARTICIPANT_NAME_PATTERN, HANDICAP_RANGE, KSC_ID_MAX, PHONE_MAX_LENGTH, PHONE_PATTERN, handicapOf, phoneDigits } from './fields.ts';

export { HANDICAP_RANGE };

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const USER_GROUPS = ['Admin', 'User'] as const;
export type Gender = (typeof GENDERS)[number];
export type UserGroup = (typeof USER_GROUPS)[number];

/**
 * The signed-in member's profile (`GET /cms/auth/me` → `{status, data}`). The API answers with
 * this schema and the apps take their Profile type from it, so the two cannot drift.
 */
export const profileSchema = z.object({
  _id: z.string(),
  personId: z.string().describe("the account holder as a participant (an event's `participants`); an account's own person is the account, so it equals _id"),
  numericId: z.number(),
  fullName: z.string(),
  email: z.string(),
  emailVerified: z.boolean().describe('a mailed link proved the address; until then the account can sign in and verify, nothing else'),
  passwordChangeAsked: z.boolean().describe('the password was set under an older, weaker rule: the member is asked to choose a new one'),
  countryCode: z.string(),
  phone: z.string(),
  memberSince: z.string(),
  annualMembershipActivated: z.boolean(),
  annualMembershipExpiredAt: z.string().nullable(),
  membershipStatus: z.enum(MEMBERSHIP_STATUSES).describe('derived by the server from activation and expiry'),
  noOfFreePractice: z.number(),
  noOfFreeCoaching: z.number(),
  point: z.number(),
  remindersEnabled: z.boolean().describe('reminder emails (events, membership expiry) on or off'),
  imageFileId: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  handicapIndex: z.number().nullable(),
  kscId: z.string().nullable(),
  displayName: z.string().nullable().describe('the name the member chose for the forum; null: the default derived from fullName (contract/src/display-name.ts)'),
  privacyNoticeVersion: z.string().nullable().describe('the privacy notice version agreed to at sign-up; null: the account is older than the consent (not recorded)'),
  privacyConsentedAt: z.string().nullable(),
  marketingConsent: z.boolean().describe('direct marketing: a separate opt-in, off by default, withdrawn at any time'),
  userGroup: z.enum(USER_GROUPS),
  membershipTier: z.enum(['silver']).nullable(),
  registrationStatus: z.string(),
  accountFrozen: z.boolean(),
});

export type Profile = z.infer<typeof profileSchema>;

/** A user as the admin screens see them. */
export const adminUserSchema = profileSchema.extend({ createdAt: z.string(), updatedAt: z.string() });
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * A handicap index as a number or as the text typed into its field: null when empty, else a number
 * from -10 to 54 rounded to one decimal; anything else is `key`.
 */
export const handicapIndexSchema = (key: string) =>
  z
    .union([z.number(), z.string().trim().max(10, key)], key)
    .nullable()
    .transform((value, context) => {
      const handicap = handicapOf(value);
      if (handicap !== undefined) return handicap;
      context.addIssue({ code: 'custom', message: key });
      return z.NEVER;
    });

/** A chosen display name: at most this many characters. */
export const DISPLAY_NAME_MAX = 30;

/**
 * The member's own profile edit (`PUT /cms/profile/me/profile`): fullName always; each optional
 * field left out keeps its value, null (or an empty entry) clears it.
 */
export const profileUpdateSchema = z.object({
  fullName: z.string('profile.fullNameRequired').trim().min(1, 'profile.fullNameRequired').max(FULL_NAME_MAX, 'profile.fullNameTooLong'),
  gender: z.preprocess((value) => (value === '' ? null : value), z.enum(GENDERS, 'profile.genderInvalid').nullish()),
  kscId: z
    .string()
    .trim()
    .max(KSC_ID_MAX, 'profile.kscIdTooLong')
    .nullable()
    .transform((value) => value || null)
    .optional(),
  handicapIndex: handicapIndexSchema('profile.handicapInvalid').optional(),
  // Plain text like a participant's name (no links or addresses ride the forum); empty: the default.
  displayName: z
    .string()
    .trim()
    .max(DISPLAY_NAME_MAX, 'profile.displayNameTooLong')
    .refine((value) => value === '' || PARTICIPANT_NAME_PATTERN.test(value), 'profile.displayNameInvalid')
    .nullable()
    .transform((value) => value || null)
    .optional(),
});

export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** The admin user list's filters (`GET /admin/user/list?status=`) and orders (`&sort=`). */
export const USER_FILTERS = ['all', 'active', 'expired', 'guest', 'frozen'] as const;
export const USER_SORTS = ['newest', 'oldest', 'name', 'expiry'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];
export type UserSort = (typeof USER_SORTS)[number];

/**
 * The member's phone (`PUT /cms/profile/me/phone`): the country code as the picker gives it, and the
 * number by the contract's phone rule (PHONE_PATTERN, the enrolment form's), stored as its digits.
 */
export const phoneUpdateSchema = z.object({
  countryCode: z.string('profile.countryCodeInvalid').trim().regex(COUNTRY_CODE_PATTERN, 'profile.countryCodeInvalid'),
  phone: z
    .string('profile.phoneInvalid')
    .max(PHONE_MAX_LENGTH, 'profile.phoneInvalid')
    .transform(phoneDigits)
    .refine((value) => PHONE_PATTERN.test(value), 'profile.phoneInvalid'),
});

export type PhoneUpdate = z.input<typeof phoneUpdateSchema>;
