import { EMAIL_MAX_LENGTH } from '@golf/contract/email';
import { emailAddress } from '@golf/contract/email-schema';
import { membershipStatus } from '@golf/contract/membership';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@golf/contract/password';
import { isCommonPassword } from './common-passwords.js';
import { GENDERS, type AdminUser, type Profile } from '@golf/contract/profile';
import { z } from 'zod';
import { isoDate } from '../core/schemas.js';
import type { UserRow } from './table.js';

/** Field rules shared by sign-up, activation, profile editing and the admin's edits. */

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  // One plain address, the rule every form and the API share (issue 36 point 8).
  .pipe(emailAddress('common.invalidEmail'));

/** A new password (sign-up, activation, changes, resets): long enough and not a common one (issue 36 point 5). */
export const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: 'users.passwordTooShort' })
  .max(MAX_PASSWORD_LENGTH)
  .refine((value) => !isCommonPassword(value), { error: 'users.passwordTooCommon' });

/** Whether a password meets today's rule for a new one (the schema above, without its messages). */
export function meetsPasswordRule(value: string): boolean {
  return password.safeParse(value).success;
}

export const fullName = z.string().trim().min(1).max(100);

/** Phone numbers are compared by their digits only ("9123 4567" is "91234567"). */
export const phone = z
  .string()
  .max(30)
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().min(1).regex(/^\d{4,15}$/, { error: 'users.invalidPhone' }));

export const countryCode = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}$/, { error: 'users.invalidCountryCode' });

/** Optional text: an empty string means "none". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const kscId = optionalText(50);

/** The client sends the handicap as typed: a number, a numeric string, or empty. */
export const handicapIndex = z
  .union([z.number(), z.string().trim().max(10)])
  .nullish()
  .transform((value, context) => {
    if (value === null || value === undefined || value === '') return null;
    const number = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(number) || number < -10 || number > 54) {
      context.addIssue({ code: 'custom', message: 'users.invalidHandicap' });
      return z.NEVER;
    }
    return Math.round(number * 10) / 10;
  });

export const gender = z.enum(GENDERS);

/** A gender select left on its empty option sends "": read as "not given". */
export const optionalGender = z.preprocess((value) => (value === '' ? null : value), gender.nullish());


/** An annual member whose membership has not run out (the contract's membershipStatus). */
export function isActiveMember(user: Pick<UserRow, 'annualMembershipActivated' | 'annualMembershipExpiredAt'>, now = new Date()): boolean {
  return membershipStatus(user, now) === 'active';
}

export function toProfile(user: UserRow): Profile {
  return {
    _id: user.id,
    numericId: user.numericId,
    fullName: user.fullName,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    passwordChangeAsked: user.passwordChangeAsked,
    countryCode: user.countryCode,
    phone: user.phone,
    memberSince: user.memberSince.toISOString(),
    annualMembershipActivated: user.annualMembershipActivated,
    annualMembershipExpiredAt: isoDate(user.annualMembershipExpiredAt),
    membershipStatus: membershipStatus(user),
    noOfFreePractice: user.noOfFreePractice,
    noOfFreeCoaching: user.noOfFreeCoaching,
    point: user.point,
    remindersEnabled: user.remindersEnabled,
    imageFileId: user.imageFileId,
    gender: user.gender,
    handicapIndex: user.handicapIndex,
    kscId: user.kscId,
    userGroup: user.userGroup,
    membershipTier: isActiveMember(user) ? 'silver' : null,
    registrationStatus: user.registrationStatus,
    accountFrozen: user.accountFrozen,
  };
}

export function toAdminUser(user: UserRow): AdminUser {
  return { ...toProfile(user), createdAt: user.createdAt.toISOString(), updatedAt: user.updatedAt.toISOString() };
}
