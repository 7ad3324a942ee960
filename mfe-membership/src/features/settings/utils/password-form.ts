import { MIN_PASSWORD_LENGTH } from '@golf/contract/password';

/** Spec 02 §9 as issue 36 changed it: a new password has at least 8 characters (the API also refuses common ones). */
export { MIN_PASSWORD_LENGTH };

export interface PasswordFormValues {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordFormErrors = Partial<Record<keyof PasswordFormValues, string>>;

/**
 * Every rule of spec 02 §5 at once, each under the field it concerns, as keys of the
 * 'membership' catalogue. Empty when the change can be sent.
 */
export function validatePasswordForm(values: PasswordFormValues): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  if (!values.current) errors.current = 'errors.currentPasswordRequired';
  if (values.next.length < MIN_PASSWORD_LENGTH) errors.next = 'errors.passwordTooShort';
  if (values.next !== values.confirm) errors.confirm = 'errors.passwordsDontMatch';
  return errors;
}
