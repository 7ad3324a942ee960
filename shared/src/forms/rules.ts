import { isEmailAddress } from '@golf/contract/email';
import { isBlank, isHandicapText, isPhoneNumber } from '@golf/contract/fields';
import { MIN_PASSWORD_LENGTH, newPasswordProblem } from '@golf/contract/password';
import type { FieldError } from './use-form';

// The contract's plain field rules (@golf/contract/fields, email, password) as form rules for
// useForm. Each returns a translation key in the form's own namespace; the defaults are the keys
// the shell's forms use, an app passes its own.

export const required =
  (key = 'validation.required') =>
  (value: string): FieldError =>
    isBlank(value) ? { key } : null;

export const requiredEmail =
  (keys: { required?: string; invalid?: string } = {}) =>
  (value: string): FieldError =>
    required(keys.required)(value) ?? (isEmailAddress(value.trim()) ? null : { key: keys.invalid ?? 'validation.email' });

export const requiredPhone =
  (keys: { required?: string; invalid?: string } = {}) =>
  (value: string): FieldError =>
    required(keys.required)(value) ?? (isPhoneNumber(value) ? null : { key: keys.invalid ?? 'validation.phone' });

/** Empty is fine (the field is optional); otherwise a number from -10 to 54. */
export const handicap =
  (key = 'validation.handicap') =>
  (value: string): FieldError =>
    isHandicapText(value) ? null : { key };

/** A new password: there, and at least MIN_PASSWORD_LENGTH characters (`{{min}}` in the text). */
export const newPassword =
  (keys: { required?: string; tooShort?: string } = {}) =>
  (value: string): FieldError => {
    const problem = newPasswordProblem(value);
    if (problem === 'required') return { key: keys.required ?? 'validation.required' };
    if (problem === 'tooShort') return { key: keys.tooShort ?? 'validation.passwordLength', params: { min: MIN_PASSWORD_LENGTH } };
    return null;
  };
