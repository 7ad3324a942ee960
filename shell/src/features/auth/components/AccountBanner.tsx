import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { Profile } from '@golf/contract/profile';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import type { AccountAlert as Alert, AccountAlertKind } from './AccountAlert';

// The alert, its texts (the auth pages' catalogue) and the resend call arrive only for the few
// accounts that need them: a visitor's first download stays without them (issue 34's budget). A
// failed download leaves the banner out rather than the frame; the next page load asks again.
const AccountAlert = lazy<ComponentType<Parameters<typeof Alert>[0]>>(() =>
  import('./AccountAlert').then(
    (module) => ({ default: module.AccountAlert }),
    () => ({ default: () => null }),
  ),
);

/**
 * What the signed-in account must still do, on every page: prove its address (DESIGN §9; not on
 * /verify-email itself, which says the outcome), or else choose a new password when its own was
 * set under the older, weaker rule (issue 36 point 5).
 */
export function AccountBanner() {
  const profile = useAuthStore((state) => (state.status === 'signedIn' ? state.profile : null));
  const { pathname } = useLocation();
  const kind = profile && alertFor(profile, pathname);
  return (
    kind && (
      <Suspense fallback={null}>
        <AccountAlert kind={kind} email={profile.email} />
      </Suspense>
    )
  );
}

function alertFor(profile: Profile, pathname: string): AccountAlertKind | null {
  if (!profile.emailVerified) return pathname === '/verify-email' ? null : 'verify-email';
  return profile.passwordChangeAsked ? 'change-password' : null;
}
