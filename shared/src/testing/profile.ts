import { membershipStatus } from '@golf/contract/membership';
import type { Profile } from '@golf/contract/profile';
import { writeToken } from '@golf/shared/api/session-token';
import { useAuthStore } from '@golf/shared/auth/auth-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO time `days` from now (negative: in the past). */
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/**
 * A profile as GET /cms/auth/me answers it, every field present; a guest unless told otherwise.
 * membershipStatus follows the contract's rule from the given activation and expiry, as the
 * server derives it, unless a test sets it on purpose.
 */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  const profile: Omit<Profile, 'membershipStatus'> = {
    _id: 'user-1',
    personId: overrides._id ?? 'user-1',
    displayName: null,
    privacyNoticeVersion: '2026-11',
    privacyConsentedAt: '2026-11-01T02:00:00.000Z',
    marketingConsent: false,
    numericId: 42,
    fullName: 'Chan Tai Man',
    email: 'taiman@golf.test',
    emailVerified: true,
    passwordChangeAsked: false,
    countryCode: '+852',
    phone: '91234567',
    memberSince: '2026-03-15T08:00:00.000Z',
    annualMembershipActivated: false,
    annualMembershipExpiredAt: null,
    noOfFreePractice: 1,
    noOfFreeCoaching: 0,
    point: 250,
    remindersEnabled: true,
    imageFileId: null,
    gender: 'Male',
    handicapIndex: 12.5,
    kscId: 'KSC-778',
    userGroup: 'User',
    membershipTier: null,
    registrationStatus: 'Registered',
    accountFrozen: false,
    ...overrides,
  };
  return { ...profile, membershipStatus: overrides.membershipStatus ?? membershipStatus(profile) };
}

/** A signed-in session holding `profile`, as the shell leaves it before mounting a remote. */
export function signInAs(profile: Profile): Profile {
  writeToken('test-token');
  useAuthStore.setState({ status: 'signedIn', token: 'test-token', profile });
  return profile;
}
