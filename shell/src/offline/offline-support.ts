import { useAuthStore } from '@golf/shared/auth/auth-store';

/** The service worker's cache of the member's own reads (shell/public/sw.js). */
export const MEMBER_DATA_CACHE = 'golf-member-data';

/**
 * Makes the site work without a connection after one visit (architecture §5d): registers the
 * service worker once the page has loaded (production builds only: the dev server rebuilds files
 * under the same names), and forgets the member's card and entry codes whenever nobody is signed
 * in, so the next person on the device never sees them.
 */
export function startOfflineSupport(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => void registerWorker().catch(() => undefined);
  // After the first paint: the worker's own downloads must not slow the first visit.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  forgetMemberDataWhenSignedOut();
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
