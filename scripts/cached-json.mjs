// JSON the shell's static server reads from elsewhere while it makes a page (the API for share
// cards and the sitemap, a remote's manifest for the page's head start): a page never waits long
// for it, a slow, failed or odd answer counts as none, and each address is asked at most once per
// `keepMs`.

const WAIT_MS = 1500;
const MAX_ENTRIES = 500;

/**
 * @param {{ keepMs: number, fetchJson?: (url: string, signal: AbortSignal) => Promise<unknown> }} options
 *   fetchJson is for tests.
 * @returns {(url: string) => Promise<any>} the JSON at an address, or null
 */
export function cachedJson({ keepMs, fetchJson = defaultFetchJson }) {
  const cache = new Map();
  return async function read(url) {
    const kept = cache.get(url);
    if (kept && kept.until > Date.now()) return kept.json;
    const json = await fetchJson(url, AbortSignal.timeout(WAIT_MS)).catch(() => null);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value);
    cache.set(url, { json, until: Date.now() + keepMs });
    return json;
  };
}

async function defaultFetchJson(url, signal) {
  const response = await fetch(url, { signal, headers: { accept: 'application/json', 'accept-language': 'zh' } });
  return response.ok ? response.json() : null;
}
