// The field rules every form and the API share, as plain functions (no zod): the shell's forms use
// them without taking zod into a first visit's bundle; the schemas (account.ts, profile.ts,
// enrolment.ts) are built on them, so the two cannot drift.

/** The longest phone entry accepted, spaces and dashes included. */
export const PHONE_MAX_LENGTH = 30;

/** A phone number as people type it ("9123 4567", "(852) 9123-4567"): its digits, spaces, brackets and dashes set aside. */
export const phoneDigits = (value: string) => value.replace(/[\s()-]/g, '');

/** An account's phone: 4 to 15 digits once spaces, brackets and dashes are set aside. */
export const ACCOUNT_PHONE_PATTERN = /^\d{4,15}$/;

/** The same with an optional leading + (the enrolment form and the member's phone edit). */
export const PHONE_PATTERN = /^\+?\d{4,15}$/;

/** True when `value` is an account's phone number (ACCOUNT_PHONE_PATTERN once its digits are read). */
export const isPhoneNumber = (value: string) => ACCOUNT_PHONE_PATTERN.test(phoneDigits(value));

/** A country code as the picker gives it: + and 1 to 4 digits. */
export const COUNTRY_CODE_PATTERN = /^\+\d{1,4}$/;

/** A person's full name, once trimmed: 1 to this many characters. */
export const FULL_NAME_MAX = 100;

/** The KSC member number: optional, at most this many characters. */
export const KSC_ID_MAX = 50;

export const HANDICAP_RANGE = { min: -10, max: 54 } as const;

/**
 * A handicap as typed: null when empty (the field is optional), the number rounded to one decimal,
 * or undefined when it is not a number from -10 to 54.
 */
export function handicapOf(value: number | string | null | undefined): number | null | undefined {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === null || text === undefined || text === '') return null;
  const number = typeof text === 'number' ? text : Number(text);
  if (!Number.isFinite(number) || number < HANDICAP_RANGE.min || number > HANDICAP_RANGE.max) return undefined;
  return Math.round(number * 10) / 10;
}

/** True when the text is empty or a handicap from -10 to 54. */
export const isHandicapText = (value: string) => handicapOf(value) !== undefined;

export const isBlank = (value: string) => value.trim() === '';

/**
 * A participant's name is plain text (issue 36 point 3): letters of any script (at least one),
 * combining marks, digits, spaces and the few marks names carry (. ' ’ - ·); no colon, slash, @ or
 * a dot before a word ("evil.example"), so no link or address rides a club mail. "J. R. Smith",
 * "J.R. Smith" and "Chan 2" pass.
 */
export const PARTICIPANT_NAME_PATTERN = /^(?=.*\p{L})(?!.*\.\p{L}{2})[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'’\-·]*$/u;
