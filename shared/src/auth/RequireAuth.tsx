import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from '@golf/shared/components/StatePanels';
import { selectIsAdmin, useAuthStore } from '@golf/shared/auth/auth-store';

/**
 * 'Loading...' while the session is restored, then the page or a redirect to /login that
 * renders nothing else (spec 01 "Protected-route behaviour"). `admin` also sends non-admins home.
 */
export function RequireAuth({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
  const status = useAuthStore((state) => state.status);
  const isAdmin = useAuthStore(selectIsAdmin);
  const location = useLocation();
  if (status === 'loading') return <LoadingState />;
  if (status !== 'signedIn') return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (admin && !isAdmin) return <Navigate to="/announcements" replace />;
  return <>{children}</>;
}
