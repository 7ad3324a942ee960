// The site's pages that each show one item of the API: an announcement at /announcements/:id, an
// event at /events/:id. The shell's static server reads them from the public API for a page's
// share card (scripts/share-cards.mjs) and for the sitemap (scripts/site-map.mjs), each read at
// most once a minute.
import { cachedJson } from './cached-json.mjs';

/** Site section → the API's name for its items (`ext/{api}/get/:id`). */
const SECTIONS = { announcements: 'announcement', events: 'event' };

/**
 * @param {{ apiUrl: () => string, fetchJson?: (url: string, signal: AbortSignal) => Promise<unknown> }} options
 *   fetchJson is for tests.
 */
export function contentPages({ apiUrl, fetchJson }) {
  const readJson = cachedJson({ keepMs: 60_000, fetchJson });
  const read = (apiPath) => readJson(`${apiUrl()}/${apiPath}`);

  return {
    apiUrl,
    /** The item a page shows, as the API answers it (`{ kind, json }`); null for other pages. */
    async itemOf(pathname) {
      const [, section, id, ...rest] = pathname.split('/');
      const kind = SECTIONS[section];
      if (!kind || !id || rest.length) return null;
      const json = await read(`ext/${kind}/get/${id}`);
      return json ? { kind, json } : null;
    },
    /** The item pages search engines may list, with when each last changed (`{ path, lastmod }`).
     *  Only announcements: an event's page is for members (robots.txt closes /events), and the
     *  calendar already shows visitors every event. */
    async listed() {
      const pages = (await read('ext/announcement/sitemap'))?.pages;
      return Array.isArray(pages) ? pages.map((page) => ({ path: `/announcements/${encodeURIComponent(page.id)}`, lastmod: page.updatedAt })) : [];
    },
  };
}
