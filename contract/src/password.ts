/**
 * A new password's length (issue 36 point 5): at least 8 characters. The API also refuses the
 * passwords on a common-password list (api/src/users/common-passwords.ts), which the forms leave
 * to it (49,000 words are not for a page's bundle). Sign-in takes any length, so passwords set
 * under the old 6-character rule keep working.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

/** What is wrong with a new password's length, if anything: the rule every form and the API check. */
export function newPasswordProblem(value: string): 'required' | 'tooShort' | 'tooLong' | null {
  if (value === '') return 'required';
  if (value.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  return value.length > MAX_PASSWORD_LENGTH ? 'tooLong' : null;
}
