import { Suspense, lazy, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingState } from '@golf/shared/components/StatePanels';
import { SectionBoundary } from './SectionBoundary';

export type PageLoader = () => Promise<{ default: ComponentType }>;

// One lazy component per page, kept across visits: a new one would flash 'Loading...' each time
// the route is opened again. Only a retry replaces it.
const pages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

function lazyPage(load: PageLoader, fresh: boolean) {
  const cached = pages.get(load);
  if (cached && !fresh) return cached;
  const page = lazy(() =>
    load().catch((error: unknown) => {
      // Forget a failure, so the next visit to the page tries again by itself.
      if (pages.get(load) === page) pages.delete(load);
      throw error;
    }),
  );
  pages.set(load, page);
  return page;
}

/**
 * One of the shell's own pages, loaded on demand so a first visit to /announcements carries none
 * of them. A chunk that does not arrive (network, a redeploy) shows Retry instead of a blank page;
 * Retry asks for it again (React keeps a rejected lazy() for good, hence a new one per retry).
 */
export function ShellPage({ load }: { load: PageLoader }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(() => lazyPage(load, attempt > 0), [load, attempt]);
  return (
    <SectionBoundary key={attempt} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    </SectionBoundary>
  );
}
