import { create } from 'zustand';
import type { Profile } from '@golf/contract/profile';
import { readToken, writeToken } from '@golf/shared/api/session-token';
import { onSessionRejected, onTokenRenewed } from '@golf/shared/api/client';
import { getMe } from '@golf/shared/auth/get-me';

const PROFILE_KEY = 'auth_profile';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

interface AuthState {
  status: AuthStatus;
  token: string | null;
  profile: Profile | null;
  /**
   * Set when the server ended the session (a 401 on a call made with the token); the shell then
   * shows one notice and sends the user to /login. It stays set until the sign-in page has taken
   * it (acknowledgeSessionEnd) or the user signs in: a route guard's own redirect to /login can
   * replace the router state the shell's redirect carried, so the flag, not that state, is what
   * makes the sign-in page say why.
   */
  sessionEnded: boolean;
  /** Restores the session from storage; refetches the profile when only the token is kept. */
  init: () => Promise<void>;
  /** Stores the token and loads the profile; falls back to a placeholder built from the email. */
  signIn: (token: string, email: string) => Promise<Profile>;
  /** Forgets the session here only; see auth/sign-out.ts for signing out (which asks the server first). */
  signOut: () => void;
  /** The server refused the token: sign out and flag it for the shell's notice. */
  endSession: () => void;
  acknowledgeSessionEnd: () => void;
  refreshProfile: () => Promise<Profile | null>;
  /** Replaces the token after the server renewed it (quiet renewal, a password change). */
  replaceToken: (token: string) => void;
}

function readCachedProfile(): Profile | null {
  try {
    const raw = sessionStorage.getItem(PROFILE_KEY);
    return raw ? (JSON.parse(raw) as Profile) : null;
  } catch {
    return null;
  }
}

function cacheProfile(profile: Profile | null): void {
  try {
    if (profile) sessionStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
    else sessionStorage.removeItem(PROFILE_KEY);
  } catch {
    // Unavailable storage only costs a refetch on the next page load.
  }
}

/** The spec's fallback when the profile cannot be read right after sign-in: never an admin. */
export function placeholderProfile(email: string): Profile {
  return {
    _id: '',
    personId: '',
    displayName: null,
    privacyNoticeVersion: null,
    privacyConsentedAt: null,
    marketingConsent: false,
    numericId: 0,
    fullName: email.split('@')[0] || email,
    email,
    // Unknown here: the server still refuses what an unproved address may not do.
    emailVerified: true,
    passwordChangeAsked: false,
    countryCode: '',
    phone: '',
    memberSince: new Date().toISOString(),
    annualMembershipActivated: false,
    annualMembershipExpiredAt: null,
    membershipStatus: 'guest',
    noOfFreePractice: 0,
    noOfFreeCoaching: 0,
    point: 0,
    remindersEnabled: true,
    imageFileId: null,
    gender: null,
    handicapIndex: null,
    kscId: null,
    userGroup: 'User',
    membershipTier: null,
    registrationStatus: 'Registered',
    accountFrozen: false,
  };
}

export const useAuthStore = create<AuthState>((set, get) => ({
  status: 'loading',
  token: null,
  profile: null,
  sessionEnded: false,

  init: async () => {
    const token = readToken();
    if (!token) {
      cacheProfile(null);
      set({ status: 'signedOut', token: null, profile: null });
      return;
    }
    const cached = readCachedProfile();
    if (cached) {
      set({ status: 'signedIn', token, profile: cached });
      return;
    }
    set({ status: 'loading', token });
    await get().refreshProfile();
  },

  signIn: async (token, email) => {
    writeToken(token);
    set({ token, status: 'loading', sessionEnded: false });
    let profile: Profile;
    try {
      profile = await getMe();
    } catch {
      profile = placeholderProfile(email);
    }
    cacheProfile(profile);
    set({ status: 'signedIn', profile });
    return profile;
  },

  signOut: () => set(forgetSession()),

  endSession: () => {
    if (!get().token && !readToken()) return;
    // One update: the guards and the shell's notice see the ended session in the same render.
    set({ ...forgetSession(), sessionEnded: true });
  },

  acknowledgeSessionEnd: () => set({ sessionEnded: false }),

  refreshProfile: async () => {
    try {
      const profile = await getMe();
      cacheProfile(profile);
      set({ status: 'signedIn', profile, token: readToken() });
      return profile;
    } catch {
      // A rejected token has already ended the session (the client's 401 path, endSession).
      if (!readToken()) return null;
      const cached = readCachedProfile();
      set({ status: cached ? 'signedIn' : get().token ? 'signedIn' : 'signedOut', profile: cached ?? get().profile });
      return cached;
    }
  },

  replaceToken: (token) => {
    writeToken(token);
    set({ token });
  },
}));

/** Clears the stored token and profile; returns the store's signed-out fields. */
function forgetSession() {
  writeToken(null);
  cacheProfile(null);
  return { status: 'signedOut' as const, token: null, profile: null };
}

onSessionRejected(() => useAuthStore.getState().endSession());
onTokenRenewed((token) => useAuthStore.getState().replaceToken(token));

export const selectIsSignedIn = (state: AuthState) => state.status === 'signedIn';
export const selectIsAdmin = (state: AuthState) => state.profile?.userGroup === 'Admin';
/** Running annual members (the server's membershipStatus) see member prices and MemberOnly content. */
export const selectIsActiveMember = (state: AuthState) => state.profile?.membershipStatus === 'active';
