import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '@golf/shared/auth/auth-store';

// The alerts, their texts (the auth pages' catalogue) and the resend call arrive only for the few
// accounts that need them: a visitor's first download stays without them (issue 34's budget). A
// failed download leaves the banner out rather than the frame; the next page load asks again.
const orNothing = <P,>(load: () => Promise<ComponentType<P>>) =>
  lazy<ComponentType<P>>(() => load().then((component) => ({ default: component }), () => ({ default: () => null })));
const VerifyEmailAlert = orNothing(() => import('./VerifyEmailAlert').then((module) => module.VerifyEmailAlert));
const PasswordChangeAlert = orNothing(() => import('./PasswordChangeAlert').then((module) => module.PasswordChangeAlert));

/**
 * What the signed-in account must still do, on every page: prove its address (DESIGN §9; not on
 * /verify-email itself, which says the outcome), or else choose a new password when its own was set
 * under the older, weaker rule (issue 36 point 5).
 */
export function AccountBanner() {
  const profile = useAuthStore((state) => (state.status === 'signedIn' ? state.profile : null));
  const { pathname } = useLocation();
  if (!profile) return null;
  if (profile.emailVerified === false) {
    return pathname === '/verify-email' ? null : (
      <Suspense fallback={null}>
        <VerifyEmailAlert email={profile.email} />
      </Suspense>
    );
  }
  if (!profile.passwordChangeAsked) return null;
  return (
    <Suspense fallback={null}>
      <PasswordChangeAlert />
    </Suspense>
  );
}
