import { dictionary } from '@zxcvbn-ts/language-common';

// The 49,000 most common passwords of leaked lists, as the maintained @zxcvbn-ts package ships
// them (lower case); compared without regard to case, so "Password1" is as common as "password1".
const COMMON = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
