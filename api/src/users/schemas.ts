import { newPassword } from '@golf/contract/account';
import { membershipStatus } from '@golf/contract/membership';
import { isCommonPassword } from './common-passwords.js';
import type { AdminUser, Profile } from '@golf/contract/profile';
import { isoDate } from '../core/schemas.js';
import type { UserRow } from './table.js';

/**
 * Field rules shared by sign-up, activation, profile editing and the admin's edits: the contract's
 * (@golf/contract/account), which the apps' forms check too.
 */
export { countryCode, fullName, gender, handicapIndex, kscId, optionalGender, optionalText, accountEmail as email, accountPhone as phone } from '@golf/contract/account';

/** A new password (sign-up, activation, changes, resets): long enough and not a common one (issue 36 point 5). */
export const password = newPassword.refine((value) => !isCommonPassword(value), { error: 'users.passwordTooCommon' });

/** Whether a password meets today's rule for a new one (the schema above, without its messages). */
export function meetsPasswordRule(value: string): boolean {
  return password.safeParse(value).success;
}

/** An annual member whose membership has not run out (the contract's membershipStatus). */
export function isActiveMember(user: Pick<UserRow, 'annualMembershipActivated' | 'annualMembershipExpiredAt'>, now = new Date()): boolean {
  return membershipStatus(user, now) === 'active';
}

export function toProfile(user: UserRow): Profile {
  return {
    _id: user.id,
    personId: user.id,
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
    displayName: user.displayName,
    privacyNoticeVersion: user.privacyNoticeVersion,
    privacyConsentedAt: isoDate(user.privacyConsentedAt),
    marketingConsent: user.marketingConsent,
    userGroup: user.userGroup,
    membershipTier: isActiveMember(user) ? 'silver' : null,
    registrationStatus: user.registrationStatus,
    accountFrozen: user.accountFrozen,
  };
}

export function toAdminUser(user: UserRow): AdminUser {
  return { ...toProfile(user), createdAt: user.createdAt.toISOString(), updatedAt: user.updatedAt.toISOString() };
}
