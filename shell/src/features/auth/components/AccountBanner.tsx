import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '@golf/shared/auth/auth-store';

// The alert, its texts (the auth pages' catalogue) and the resend call arrive only for the few
// accounts that need them: a visitor's first download stays without them (issue 34's budget). A
// failed download leaves the banner out rather than the frame; the next page load asks again.
const VerifyEmailAlert = lazy<ComponentType<{ email: string }>>(() =>
  import('./VerifyEmailAlert').then(
    (module) => ({ default: module.VerifyEmailAlert }),
    () => ({ default: () => null }),
  ),
);

/**
 * On every page while the signed-in account's address is unproved (DESIGN §9): what to do, and a
 * new link. Not on /verify-email itself, which says the outcome.
 */
export function VerifyEmailBanner() {
  const profile = useAuthStore((state) => (state.status === 'signedIn' ? state.profile : null));
  const { pathname } = useLocation();
  if (!profile || profile.emailVerified !== false || pathname === '/verify-email') return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailAlert email={profile.email} />
    </Suspense>
  );
}
