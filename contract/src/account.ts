import { EMAIL_MAX_LENGTH } from './email.ts';
import { emailAddress } from './email-schema.ts';
import { ACCOUNT_PHONE_PATTERN, COUNTRY_CODE_PATTERN, FULL_NAME_MAX, KSC_ID_MAX, PHONE_MAX_LENGTH, handicapOf, phoneDigits } from './fields.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password.ts';
import { GENDERS } from './profile.ts';
import { z } from './zod.ts';

// The account fields of sign-up, activation, password changes and the admin's user edits, as the
// API checks them (its message keys are in api/src/users/messages). The rules are fields.ts's.

export const accountEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  // One plain address, the rule every form and the API share (issue 36 point 8).
  .pipe(emailAddress('common.invalidEmail'));

/** A new password's length; the API adds its common-password refusal. */
export const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: 'users.passwordTooShort' })
  .max(MAX_PASSWORD_LENGTH);

export const fullName = z.string().trim().min(1).max(FULL_NAME_MAX);

/** Phone numbers are compared by their digits only ("9123 4567" is "91234567"). */
export const accountPhone = z
  .string()
  .max(PHONE_MAX_LENGTH)
  .transform(phoneDigits)
  .pipe(z.string().min(1).regex(ACCOUNT_PHONE_PATTERN, { error: 'users.invalidPhone' }));

export const countryCode = z.string().trim().regex(COUNTRY_CODE_PATTERN, { error: 'users.invalidCountryCode' });

/** Optional text: an empty string means "none". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const kscId = optionalText(KSC_ID_MAX);

/** The client sends the handicap as typed: a number, a numeric string, or empty. */
export const handicapIndex = z
  .union([z.number(), z.string().trim().max(10)])
  .nullish()
  .transform((value, context) => {
    const handicap = handicapOf(value);
    if (handicap !== undefined) return handicap;
    context.addIssue({ code: 'custom', message: 'users.invalidHandicap' });
    return z.NEVER;
  });

export const gender = z.enum(GENDERS);

/** A gender select left on its empty option sends "": read as "not given". */
export const optionalGender = z.preprocess((value) => (value === '' ? null : value), gender.nullish());
