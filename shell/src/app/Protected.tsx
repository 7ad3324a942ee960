import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { LoadingState } from '@golf/shared/components/StatePanels';
import { SectionBoundary } from './SectionBoundary';
import { visitorTarget } from './visitor-target';

const loadRequireAuth = () => lazy(() => import('@golf/shared/auth/RequireAuth').then((module) => ({ default: module.RequireAuth })));

// One for the page's life (a new one would flash 'Loading...' at every member page); only a retry
// after a failed download replaces it (React keeps a rejected lazy() for good).
let RequireAuth = loadRequireAuth();

/**
 * A member's or admin's section behind the session check. The check's code (and the
 * administrators-only panel) is fetched only when such a page is opened, so a visitor's first page
 * carries none of it; a download that fails shows Retry like any section. A visitor on one of
 * the route's `visitors` sub-paths is sent to its public counterpart instead.
 */
export function Protected({
  admin,
  routePath,
  visitors,
  children,
}: {
  admin: boolean;
  routePath: string;
  visitors?: Record<string, string>;
  children: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  const signedOut = useAuthStore((state) => state.status === 'signedOut');
  const { pathname } = useLocation();
  // A visitor following a shared link sees what they may see instead of a bare sign-in page.
  const elsewhere = signedOut ? visitorTarget(routePath, visitors, pathname) : null;
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  const retry = () => {
    RequireAuth = loadRequireAuth();
    setAttempt((value) => value + 1);
  };
  return (
    <SectionBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<LoadingState />}>
        <RequireAuth admin={admin}>{children}</RequireAuth>
      </Suspense>
    </SectionBoundary>
  );
}
