import { waitFor } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import type { PrefetchLocation, RoutePrefetch } from '@golf/shared/federation/route-prefetch';
import { clearQueryCache } from '@golf/shared/hooks/use-query';

/**
 * Every API GET the page asks for while `during` runs, as `path?query` (settled before it returns).
 * `answeredWhenDone`: every one of them must have been answered by the time `during` resolves.
 */
async function readsDuring(server: SetupServer, during: () => Promise<void>, answeredWhenDone = false): Promise<string[]> {
  const started: string[] = [];
  let open = 0;
  const onStart = ({ request }: { request: Request }) => {
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    started.push(`${url.pathname}${url.search}`);
    open += 1;
  };
  const onEnd = ({ request }: { request: Request }) => {
    if (request.method === 'GET') open -= 1;
  };
  server.events.on('request:start', onStart);
  server.events.on('response:mocked', onEnd);
  try {
    await during();
    if (answeredWhenDone) expect(open).toBe(0);
    await waitFor(() => expect(open).toBe(0));
    return [...started].sort();
  } finally {
    server.events.removeListener('request:start', onStart);
    server.events.removeListener('response:mocked', onEnd);
  }
}

/**
 * Checks a route's prefetch module against its page, for one address: the prefetch asks for
 * exactly the reads the page makes on its first render (apart from `ownReads`, which the page
 * makes itself, such as a stream's list), settles once they have answered, and a page opened after
 * it asks for none of them again.
 * `renderPage` renders the page at `location` and, once its content shows, resolves to the
 * function that unmounts it.
 */
export async function expectPrefetchCoversFirstReads({
  server,
  prefetch,
  location,
  renderPage,
  ownReads = [],
}: {
  server: SetupServer;
  prefetch: RoutePrefetch;
  location: PrefetchLocation;
  renderPage: () => Promise<() => void>;
  ownReads?: RegExp[];
}): Promise<void> {
  const shared = (reads: string[]) => reads.filter((read) => !ownReads.some((pattern) => pattern.test(read)));
  let unmount = () => {};
  const pageReads = shared(await readsDuring(server, async () => void (unmount = await renderPage())));
  unmount();
  clearQueryCache();
  expect(pageReads.length).toBeGreaterThan(0);

  // The prefetch settles once its reads have answered: the shell waits for it to draw the page.
  const prefetched = await readsDuring(server, async () => void (await prefetch(location)), true);
  expect(prefetched).toEqual(pageReads);

  const afterPrefetch = shared(await readsDuring(server, async () => void (unmount = await renderPage())));
  unmount();
  expect(afterPrefetch).toEqual([]);
}

/** A remote's first-reads.json: the visitor reads of each public address (scripts/first-reads.mjs). */
export type FirstReads = Record<string, string[]>;

/** `{today}` and `{month}` as the page's head fills them in: the visitor's local day and month. */
function filledIn(read: string, now: Date): string {
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const values: Record<string, string> = { month, today: `${month}-${String(now.getDate()).padStart(2, '0')}` };
  return `/${read.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)}`;
}

/**
 * Checks a remote's first-reads.json against its prefetch: for each address it names, the page's
 * head asks for exactly the reads the prefetch makes for a visitor there, so the app's own
 * requests find them in the browser's cache (a read the head guessed wrong is a wasted download, a
 * read it missed waits behind main.js).
 */
export async function expectFirstReadsMatchPrefetch({ server, prefetch, firstReads }: { server: SetupServer; prefetch: RoutePrefetch; firstReads: FirstReads }): Promise<void> {
  const addresses = Object.entries(firstReads);
  expect(addresses.length).toBeGreaterThan(0);
  for (const [pathname, reads] of addresses) {
    clearQueryCache();
    const prefetched = await readsDuring(server, async () => void (await prefetch({ pathname, search: '' })), true);
    expect({ pathname, reads: [...reads.map((read) => filledIn(read, new Date()))].sort() }).toEqual({ pathname, reads: prefetched });
  }
  clearQueryCache();
}
