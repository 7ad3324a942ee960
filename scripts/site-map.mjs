// What pages the site has: the shell's own (shell-paths.json) and each remote's prefix from the
// live composition (remotes.json). A path outside them answers 404 (with the shell's page, which
// draws "not found"); public ones are listed in the sitemap. Read at release (scripts/site-files.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SHELL_PATHS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../shell/src/app/shell-paths.json');
const shellPages = () => JSON.parse(readFileSync(SHELL_PATHS, 'utf8')).pages;

/** The shell's own page addresses, the site's root among them. */
export const shellPagePaths = () => ['/', ...shellPages().map((page) => page.path)];

/**
 * A section whose pages members write (the forum: `"noindex": true` on its route): open to
 * visitors, kept out of search engines by robots.txt and by a `noindex` meta tag on its page
 * (DESIGN §11, decision 93). Announcements and events stay indexable.
 */
export const isIndexable = (route) => (route.access ?? 'public') === 'public' && !route.noindex;

/** The tag a member-written section's page carries in its head. */
export const NOINDEX_TAG = '<meta name="robots" content="noindex" />';

/** A route's page with the robots tag it needs (none for an indexable one). */
export function withRobots(html, route) {
  if (isIndexable(route)) return html;
  // A function as replacement: nothing in the page is read as a pattern.
  return html.replace('</title>', () => `</title>\n    ${NOINDEX_TAG}`);
}

/**
 * @param {{ routes?: Array<{ path: string, access?: string, noindex?: boolean }> }} composition the live remotes.json
 */
export function siteMap(composition) {
  const shell = shellPages();
  const remotes = composition.routes ?? [];
  return {
    /** Whether a path is one of the site's pages. A remote's prefix covers its sub-pages: the remote
     *  itself answers "not found" for one it lacks, after the page has loaded. */
    isPage(pathname) {
      const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      if (clean === '/') return true;
      if (shell.some((page) => page.path === clean)) return true;
      return remotes.some((route) => clean === route.path || clean.startsWith(`${route.path}/`));
    },
    /** The pages anyone may open, for search engines. */
    listed: [...remotes.filter(isIndexable).map((route) => route.path), ...shell.filter((page) => page.listed).map((page) => page.path)],
  };
}

/**
 * Search engines may read the public pages; members' and admins' pages, and the pages members
 * write, are not for them. Two
 * sitemaps: the site's pages (written at release) and the announcements' (the API's, as they change).
 */
export function robotsTxt(origin, composition, apiUrl) {
  const closed = (composition.routes ?? []).filter((route) => !isIndexable(route)).map((route) => `Disallow: ${route.path}`);
  const itemsSitemap = apiUrl ? [`Sitemap: ${apiUrl.replace(/\/+$/, '')}/ext/site/sitemap.xml`] : [];
  return ['User-agent: *', 'Allow: /', ...closed, `Sitemap: ${origin}/sitemap.xml`, ...itemsSitemap, ''].join('\n');
}

/**
 * @param {Array<{ path: string, lastmod?: string }>} [items] the item pages (announcements, events)
 *   read from the API (scripts/content-pages.mjs); listed when their section is a public page
 */
export function sitemapXml(origin, composition, items = []) {
  const site = siteMap(composition);
  const isListed = (page) => site.listed.some((section) => page.startsWith(`${section}/`));
  const pages = [...site.listed.map((page) => ({ path: page })), ...items.filter((item) => isListed(item.path))];
  const urls = pages.map(({ path: page, lastmod }) => `  <url><loc>${escapeXml(origin + page)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

const escapeXml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
