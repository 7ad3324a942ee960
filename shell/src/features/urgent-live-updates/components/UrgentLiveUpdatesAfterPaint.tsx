import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '@golf/shared/utils/after-first-paint';

// The urgent banner's stream, list read and banner are fetched once the page has painted: nothing
// of them is on a first screen, and main.js is a first visit's largest file (decision 72). A failed
// download shows nothing (the page is whole without it) rather than taking the frame down.
const UrgentLiveUpdates = lazy(() =>
  import('./UrgentLiveUpdates').then(
    (module) => ({ default: module.UrgentLiveUpdates }),
    () => ({ default: () => null }),
  ),
);

/** Urgent live updates under the nav bar, from the first paint on (UrgentLiveUpdates). */
export function UrgentLiveUpdatesAfterPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <UrgentLiveUpdates />
    </Suspense>
  );
}
