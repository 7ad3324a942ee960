// Field rules of spec 01 §5, plus the server's own limits (api/src/users/schemas.ts) so a person
// learns about a bad value before the round trip.

import { isEmailAddress } from '@golf/contract/email';
import { MIN_PASSWORD_LENGTH } from '@golf/contract/password';

export { MIN_PASSWORD_LENGTH };

export const isBlank = (value: string) => value.trim() === '';
/** One plain address, the API's own rule (@golf/contract/email): no spaces, `?`, parameters or line breaks. */
export const isEmail = (value: string) => isEmailAddress(value.trim());

/** Digits once spaces, brackets and dashes are removed, 4 to 15 of them (as the API accepts). */
export const isPhone = (value: string) => /^\d{4,15}$/.test(value.replace(/[\s()-]/g, ''));

/** Empty is allowed (the field is optional); otherwise a number from -10 to 54. */
export function isHandicap(value: string): boolean {
  if (isBlank(value)) return true;
  const number = Number(value.trim());
  return Number.isFinite(number) && number >= -10 && number <= 54;
}

/** The translation key of the first problem with a field, or null when it is fine. */
export type FieldError = { key: string; params?: Record<string, unknown> } | null;

export const required = (value: string): FieldError => (isBlank(value) ? { key: 'validation.required' } : null);

export const requiredEmail = (value: string): FieldError =>
  required(value) ?? (isEmail(value) ? null : { key: 'validation.email' });

export const requiredPhone = (value: string): FieldError =>
  required(value) ?? (isPhone(value) ? null : { key: 'validation.phone' });

export const newPassword = (value: string): FieldError =>
  value === ''
    ? { key: 'validation.required' }
    : value.length < MIN_PASSWORD_LENGTH
      ? { key: 'validation.passwordLength', params: { min: MIN_PASSWORD_LENGTH } }
      : null;
