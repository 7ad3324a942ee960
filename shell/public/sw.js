// The site's service worker (architecture §5d): after one online visit the frame, the member QR
// card and paid entry QR codes open without a connection. Hand-written and unhashed on purpose: the
// browser checks it for changes on every visit (it is served with no-cache).
//
// - Pages: the network first; offline, the app's page kept from the last visit.
// - Code and files: a content-hashed or versioned file never changes, so a kept copy serves it;
//   everything else (remotes.json, runtime-config.json, each remote's mf-manifest.json and
//   remoteEntry.js, catalogues) comes from the network whenever there is one, so a release is
//   seen at once, and from the kept copy only offline.
// - API: only the reads the card and the entry QR need, network first; the page clears them at
//   sign-in and sign-out (shell/src/offline). Nothing else of the API is kept.
const VERSION = 'v1';
const FILES = `golf-files-${VERSION}`;
const MEMBER_DATA = 'golf-member-data';
const PAGE_KEY = '/__app-page';

const IMMUTABLE = [/\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|woff2?)$/, /\/[^/]+-[0-9a-f]{10}\/./];
// The family page and its juniors' member cards too: a guardian shows them at the door (issue 39).
const MEMBER_READS = [/\/cms\/auth\/me$/, /\/cms\/auth\/me\/membership-qrcode$/, /\/cms\/event\/get\/[^/]+$/, /\/cms\/event\/my-enrollments$/, /\/cms\/family$/, /\/cms\/family\/juniors\/[^/]+\/membership-qrcode$/];
// The API's own paths (it may live on another origin); none of it is kept but MEMBER_READS.
const API_PATH = /\/(cms|ext|admin)\/|\/docs(\/|$)/;
const MATCH = { ignoreVary: true };

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('golf-files-') && name !== FILES).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

async function networkFirst(request, cacheName, key = request) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok || response.type === 'opaque') await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key, MATCH);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(FILES);
  const kept = await cache.match(request, MATCH);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok || response.type === 'opaque') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return;

  if (request.mode === 'navigate') {
    // Every route is the same page; a 404 page is not kept in its place.
    event.respondWith(
      (async () => {
        const cache = await caches.open(FILES);
        try {
          const response = await fetch(request);
          if (response.ok) await cache.put(PAGE_KEY, response.clone());
          return response;
        } catch (error) {
          const kept = await cache.match(PAGE_KEY, MATCH);
          if (kept) return kept;
          throw error;
        }
      })(),
    );
    return;
  }
  if (MEMBER_READS.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(networkFirst(request, MEMBER_DATA));
    return;
  }
  if (API_PATH.test(url.pathname)) return;
  if (IMMUTABLE.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(cacheFirst(request));
    return;
  }
  event.respondWith(networkFirst(request, FILES));
});

// The first visit's page and code were fetched before this worker was running: the page lists
// them once the worker is active (shell/src/offline), and they are kept now, mostly straight from
// the browser's HTTP cache.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep') return;
  event.waitUntil(keep(event.data.page, event.data.urls));
});

async function keep(page, urls) {
  const cache = await caches.open(FILES);
  const wanted = urls.map((url) => new URL(url)).filter((url) => (url.protocol === 'http:' || url.protocol === 'https:') && !API_PATH.test(url.pathname));
  await Promise.all([
    fetch(page).then((response) => response.ok && cache.put(PAGE_KEY, response)).catch(() => undefined),
    ...wanted.map(async (url) => {
      if (await cache.match(url.href, MATCH)) return;
      const response = await fetch(url.href).catch(() => null);
      if (response?.ok) await cache.put(url.href, response);
    }),
  ]);
}
