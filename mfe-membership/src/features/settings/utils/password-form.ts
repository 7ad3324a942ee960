/** Spec 02 §9: a new password has at least 6 characters. */
export const MIN_PASSWORD_LENGTH = 6;

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
