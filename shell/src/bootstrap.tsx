import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@golf/shared/api/runtime-config';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import '@golf/shared/i18n/i18n';
import './i18n/shell-catalogue';
import { loadRegistry, preloadOpenedRoute } from './federation/registry';
import { App } from './app/App';
import { startOfflineSupport } from './offline/offline-support';

async function start() {
  const [, registry] = await Promise.all([loadRuntimeConfig(), loadRegistry()]);
  // The session first (init sets the token at once), so prefetched reads are the session's own.
  void useAuthStore.getState().init();
  preloadOpenedRoute(registry);
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices of a few milliseconds, yielding to the browser between them:
  // on a slow phone the first render was one task of several hundred milliseconds.
  startTransition(() => root.render(<App registry={registry} />));
  startOfflineSupport();
}

void start();
