import type { Page } from 'playwright-core';

/**
 * Every request a page makes from now on, as the browser saw it: whether its HTTP cache answered
 * it, and whether the page's own inline script asked (the head's first reads: scripts/first-reads.mjs).
 * Playwright's request events count a request answered from the cache like any other. The cache
 * is emptied first, as for a first visit.
 */
export async function watchRequests(page: Page, siteUrl: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const sent: Array<{ id: string; url: string; byHead: boolean }> = [];
  const fromCache = new Set<string>();
  const answered = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const top = event.initiator.stack?.callFrames[0]?.url ?? '';
    // The head's script is inline: its frames are the page's own address, not a .js file.
    sent.push({ id: event.requestId, url: event.request.url, byHead: top.startsWith(`${siteUrl}/`) && !/\.js(\?|$)/.test(top) });
  });
  cdp.on('Network.requestServedFromCache', (event) => void fromCache.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.fromDiskCache) fromCache.add(event.requestId);
    answered.add(event.requestId);
  });
  cdp.on('Network.loadingFailed', (event) => void answered.add(event.requestId));
  return {
    sent,
    fromCache,
    /** The requests for an address that went to the server. */
    reachedServer: (url: string) => sent.filter((request) => request.url === url && !fromCache.has(request.id)),
    /** Every request sent so far for addresses starting with `prefix` has its answer (or failure): whether the cache answered it is known. */
    allAnswered: (prefix: string) => sent.every((request) => !request.url.startsWith(prefix) || answered.has(request.id)),
  };
}
