import { useAuthStore } from '@golf/shared/auth/auth-store';
import { afterFirstPaint } from '@golf/shared/utils/after-first-paint';
import { linkInstallFiles } from './install-links';

/** The service worker's cache of the member's own reads (shell/public/sw.js). */
export const MEMBER_DATA_CACHE = 'golf-member-data';

/**
 * Makes the site installable and work without a connection after one visit (architecture §5d):
 * once the page has loaded and its first screen is painted, links the manifest and registers the
 * service worker (production builds only: the dev server rebuilds files under the same names); and
 * forgets the member's card and entry codes whenever nobody is signed in, so the next person on
 * the device never sees them.
 */
export function startOfflineSupport(): void {
  // Not sooner: the browser fetches the manifest and its icons itself, and on a phone's connection
  // any download before the first paint shares the bandwidth that paint waits for.
  afterLoad(() =>
    afterFirstPaint(() => {
      linkInstallFiles();
      if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) void registerWorker().catch(() => undefined);
    }),
  );
  forgetMemberDataWhenSignedOut();
}

function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

async function registerWorker() {
  await navigator.serviceWorker.register('/sw.js');
  const { active } = await navigator.serviceWorker.ready;
  // This visit's page and code came before the worker: it keeps them now (shell/public/sw.js).
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  active?.postMessage({ type: 'keep', page: location.href, urls: [...new Set(urls)] });
}

export function forgetMemberDataWhenSignedOut(): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (state.status === 'signedOut' && previous.status !== 'signedOut' && 'caches' in window) void caches.delete(MEMBER_DATA_CACHE);
  });
}
