import { Suspense, lazy, useState, type ReactNode } from 'react';
import { LoadingState } from '@golf/shared/components/StatePanels';
import { SectionBoundary } from './SectionBoundary';

const loadRequireAuth = () => lazy(() => import('@golf/shared/auth/RequireAuth').then((module) => ({ default: module.RequireAuth })));

// One for the page's life (a new one would flash 'Loading...' at every member page); only a retry
// after a failed download replaces it (React keeps a rejected lazy() for good).
let RequireAuth = loadRequireAuth();

/**
 * A member's or admin's section behind the session check. The check's code (and the
 * administrators-only panel) is fetched only when such a page is opened, so a visitor's first page
 * carries none of it; a download that fails shows Retry like any section.
 */
export function Protected({ admin, children }: { admin: boolean; children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
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
