import { lazy, Suspense, type ComponentType } from 'react';
import type { LiveUpdate } from '@golf/contract/live-updates';
import { useUrgentLiveUpdates } from '../hooks/use-urgent-live-updates';

// The banner's code is fetched only when there is something urgent to show: most visits have
// nothing, and every byte of the frame is on a first visit's bill. A failed download shows nothing
// (the page is whole without it) rather than taking the frame down.
type BannerProps = { urgent: LiveUpdate[]; dismiss: (id: string) => void };
const UrgentBanner = lazy(
  (): Promise<{ default: ComponentType<BannerProps> }> => import('./UrgentBanner').catch(() => ({ default: () => null })),
);

/** Urgent (red) live updates not dismissed in this browser, as a banner under the nav bar (UrgentBanner). */
export function UrgentLiveUpdates() {
  const { urgent, dismiss } = useUrgentLiveUpdates();
  if (urgent.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <UrgentBanner urgent={urgent} dismiss={dismiss} />
    </Suspense>
  );
}
