import { handicapOf, isPhoneNumber } from '@golf/contract/fields';
import { newPassword, required, requiredEmail } from '@golf/shared/forms/rules';
import { checkForm, type FieldRules, type FormErrors } from '@golf/shared/forms/use-form';
import type { AdminUser, Gender, UserGroup } from '@golf/contract/profile';
import type { EditableUserField } from '../types';

/** The edit form as typed: every box holds text until it is saved. */
export interface UserFormValues {
  fullName: string;
  email: string;
  phone: string;
  gender: Gender | '';
  kscId: string;
  handicapIndex: string;
  membership: 'annual' | 'guest';
  /** YYYY-MM-DD (Hong Kong), the last day of the membership; empty: no end date. */
  membershipExpiry: string;
  userGroup: UserGroup;
  point: string;
  noOfFreePractice: string;
  noOfFreeCoaching: string;
  /** Empty leaves the password unchanged (spec 02 §5). */
  password: string;
}

export function formFromUser(user: AdminUser): UserFormValues {
  return {
    fullName: user.fullName ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    gender: user.gender ?? '',
    kscId: user.kscId ?? '',
    handicapIndex: user.handicapIndex === null || user.handicapIndex === undefined ? '' : String(user.handicapIndex),
    membership: user.annualMembershipActivated ? 'annual' : 'guest',
    membershipExpiry: hkDate(user.annualMembershipExpiredAt),
    userGroup: user.userGroup === 'Admin' ? 'Admin' : 'User',
    point: String(user.point ?? 0),
    noOfFreePractice: String(user.noOfFreePractice ?? 0),
    noOfFreeCoaching: String(user.noOfFreeCoaching ?? 0),
    password: '',
  };
}

/** The Hong Kong calendar day of an instant, as a date box shows it ('' for none). */
export function hkDate(iso: string | null | undefined): string {
  const time = Date.parse(iso ?? '');
  return Number.isNaN(time) ? '' : new Date(time + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Counts are whole numbers; anything unreadable counts as 0 (spec 02 §5). */
export function toInteger(text: string): number {
  const parsed = Number.parseInt(text.trim(), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}


/** Checks what the server would refuse, before any field is saved (saving is field by field). */
const key = (name: string) => `userDetail.validation.${name}`;

/**
 * The contract's rules, the ones the API checks the admin's edits with (@golf/contract/fields):
 * the spec's texts where it has one, the contract's where the API's rule is stricter than the
 * spec's text says (a phone's digits, a handicap's range).
 */
export const USER_RULES: FieldRules<UserFormValues> = {
  fullName: required(key('fullNameRequired')),
  email: requiredEmail({ required: key('emailInvalid'), invalid: key('emailInvalid') }),
  phone: (value) => required(key('phoneRequired'))(value) ?? (isPhoneNumber(value) ? null : { key: 'profile.phoneInvalid', ns: 'contract' }),
  handicapIndex: (value) =>
    value.trim() && !Number.isFinite(Number(value))
      ? { key: key('handicapInvalid') }
      : handicapOf(value) === undefined
        ? { key: 'profile.handicapInvalid', ns: 'contract' }
        : null,
  // Empty leaves the password as it is.
  password: (value) => (value ? newPassword({ tooShort: key('passwordTooShort') })(value) : null),
};

export function validateUserForm(values: UserFormValues): FormErrors<UserFormValues> {
  return checkForm(values, USER_RULES);
}

export interface FieldChange {
  field: EditableUserField;
  value: unknown;
}

/**
 * The fields whose value differs from the loaded user, as the API takes them, in form order.
 * Only these are sent, one call each.
 */
export function changedFields(user: AdminUser, values: UserFormValues): FieldChange[] {
  const handicap = values.handicapIndex.trim() === '' ? null : Number(values.handicapIndex);
  const candidates: Array<[EditableUserField, unknown, unknown]> = [
    ['fullName', values.fullName.trim(), user.fullName],
    ['email', values.email.trim(), user.email],
    ['phone', values.phone.trim(), user.phone],
    ['gender', values.gender || null, user.gender ?? null],
    ['kscId', values.kscId.trim() || null, user.kscId ?? null],
    ['handicapIndex', handicap, user.handicapIndex ?? null],
    ['annualMembershipActivated', values.membership === 'annual', !!user.annualMembershipActivated],
    // After the switch: a date typed here wins over the year the server gives a renewed membership.
    ['annualMembershipExpiredAt', values.membershipExpiry || null, hkDate(user.annualMembershipExpiredAt) || null],
    ['userGroup', values.userGroup, user.userGroup],
    ['point', toInteger(values.point), user.point ?? 0],
    ['noOfFreePractice', toInteger(values.noOfFreePractice), user.noOfFreePractice ?? 0],
    ['noOfFreeCoaching', toInteger(values.noOfFreeCoaching), user.noOfFreeCoaching ?? 0],
  ];
  const changes = candidates.filter(([, next, current]) => next !== current).map(([field, value]) => ({ field, value }));
  if (values.password) changes.push({ field: 'password', value: values.password });
  return changes;
}
