import { Suspense, lazy, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingState } from '@golf/shared/components/StatePanels';
import { SectionBoundary } from '../app/SectionBoundary';
import { forgetSection, loadSection, loadedSection } from './section-modules';

interface RemoteRouteProps {
  remote: string;
  module: string;
  onReset: (remote: string) => void;
}

// One lazy component per exposed module, kept across visits so reopening a section does not
// flash 'Loading...'; a retry replaces it (React keeps a rejected lazy() for good).
const sections = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyRemote(id: string, fresh: boolean): ComponentType {
  if (fresh) forgetSection(id);
  const ready = loadedSection(id);
  if (ready) return ready;
  const cached = sections.get(id);
  if (cached && !fresh) return cached;
  const section = lazy(async () => {
    try {
      return await loadSection(id);
    } catch (error) {
      // Forget a failure, so the next visit to the section tries again by itself.
      if (sections.get(id) === section) sections.delete(id);
      throw error;
    }
  });
  sections.set(id, section);
  return section;
}

/**
 * A route whose page comes from a remote. Its own error boundary keeps a remote that is down
 * (or throws) inside this panel: the nav and every other route keep working.
 */
export function RemoteRoute({ remote, module, onReset }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const Page = useMemo(() => lazyRemote(id, attempt > 0), [id, attempt]);
  const retry = () => {
    onReset(remote);
    setAttempt((value) => value + 1);
  };
  return (
    <SectionBoundary key={`${id}#${attempt}`} onRetry={retry}>
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    </SectionBoundary>
  );
}
