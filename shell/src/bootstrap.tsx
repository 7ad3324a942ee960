import { startTransition } from 'react';
import { yieldToBrowser } from './utils/yield-to-browser';

/**
 * How long the frame, once its code is ready, waits for the opened page's code and first answers
 * before it is drawn with the page's loading panel instead.
 */
const FIRST_SCREEN_WAIT_MS = 1000;

async function start() {
  // The start-up's modules run a few at a time, a task each: the page's texts (i18next, and the
  // federation runtime's share scope, made at the first shared import), then the federation
  // registry, then the rest. Run at once they were one task of ~30 ms, four times that on a phone.
  // All ship in main.js ("eager"): nothing waits for the network here.
  await import(/* webpackMode: "eager" */ '@golf/shared/i18n/i18n');
  await yieldToBrowser();
  const { loadRegistry, preloadOpenedRoute } = await import(/* webpackMode: "eager" */ './federation/registry');
  await yieldToBrowser();
  const [{ loadRuntimeConfig }, { useAuthStore }, { startOfflineSupport }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@golf/shared/api/runtime-config'),
    import(/* webpackMode: "eager" */ '@golf/shared/auth/auth-store'),
    import(/* webpackMode: "eager" */ './offline/offline-support'),
  ]);
  const [, registry] = await Promise.all([loadRuntimeConfig(), loadRegistry()]);
  // The session first (init sets the token at once), so prefetched reads are the session's own.
  void useAuthStore.getState().init();
  const firstScreen = preloadOpenedRoute(registry);
  // The frame's code (React DOM's root, Chakra's theme and components, the shell's pages) is run
  // only now, once the opened route's code and first reads are on their way: on a slow phone it is
  // several hundred milliseconds of script, which the requests no longer wait behind. It ships in
  // main.js ("eager"), so nothing waits for the network here. (Waiting further, until the route's
  // prefetch module had sent the reads, made the simulated phone's first paint 0.3 s later.)
  // Each of these is several milliseconds of module code on a phone, and the frame's (Chakra's
  // system among them) tens: a task each, with the browser free in between.
  await yieldToBrowser();
  const { createRoot } = await import('react-dom/client');
  await yieldToBrowser();
  await import('@golf/shared/theme/system');
  await yieldToBrowser();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  await yieldToBrowser();
  // The first paint is the whole first screen (decision 67): the frame waits for the opened page's
  // code, first answers and texts, at most FIRST_SCREEN_WAIT_MS, rather than painting a frame of
  // loading panels and then, a moment later and on a phone in several long tasks, the page over it.
  await Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices of a few milliseconds, yielding to the browser between them:
  // on a slow phone the first render was one task of several hundred milliseconds.
  startTransition(() => root.render(<App registry={registry} />));
  startOfflineSupport();
}

void start();
