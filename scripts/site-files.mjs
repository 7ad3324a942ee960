// What the web server serves for the site's pages, written at release (architecture §4 "Pages
// made at release", decision 73). A page's head start (scripts/head-start.mjs), its start-up files
// (scripts/page-data.mjs), the first-screen combined file (scripts/combined-scripts.mjs) and the
// pages' security headers (scripts/page-security.mjs) all follow from the live composition and
// the builds it names, so they are made when that changes — by `npm run release` and `rollback`
// and when a site starts — and never per request. Caddy (scripts/caddyfile.mjs) and the demo
// server of `npm start` (scripts/site.mjs) serve the same files.
//
//   releases/site/
//     current -> 2026-11-27T12-30-00-123Z-1a2b3c/   the live generation (a symlink, swapped atomically)
//     2026-…/
//       site.json             the route table: which page answers which path, the pages' headers
//       pages/<route>.html    one page per route of the composition (public ones with their head start),
//                             each with the frame's skeleton (scripts/page-skeleton.mjs)
//       pages/shell.html      the shell's own pages and, with status 404, any unknown path
//       remotes.json, runtime-config.json, robots.txt, sitemap.xml
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeCombinedScripts } from './combined-scripts.mjs';
import { precompress } from './compress.mjs';
import { headStart, withHeadStart } from './head-start.mjs';
import { withPageData } from './page-data.mjs';
import { pageSecurityHeaders } from './page-security.mjs';
import { withSkeleton } from './page-skeleton.mjs';
import { earlierShellDirs, liveShellDir, readComposition } from './releases.mjs';
import { robotsTxt, shellPagePaths, sitemapXml, withRobots } from './site-map.mjs';

export const SITE_FOLDER = 'site';
const CURRENT = 'current';
const KEPT_GENERATIONS = 3;

/** The folder of the live generation of site files (a symlink). */
export const currentSiteDir = (releases) => path.join(releases, SITE_FOLDER, CURRENT);

/** The live generation's route table, or null before the first one is written. */
export function readSiteTable(releases) {
  const file = path.join(currentSiteDir(releases), 'site.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** A file name for a route's page: '/event-calendar' → 'event-calendar.html'. */
const pageFileOf = (routePath) => `pages/${routePath.replace(/^\/+/, '').replace(/[^\w-]+/g, '_') || 'root'}.html`;

/**
 * Reads a remote's files from its version folder instead of over HTTP: `entry`'s folder on its
 * origin is `releases/<name>/<version>/` on disk.
 */
function diskReader(composition, releases) {
  const folders = composition.remotes.map((remote) => ({ base: new URL('.', remote.entry).href, dir: path.join(releases, remote.name, remote.version ?? '') }));
  const folderOf = (url) => folders.find(({ base }) => url.startsWith(base));
  return {
    folderOf,
    async fetchJson(url) {
      const folder = folderOf(url);
      if (!folder) return null;
      const file = path.join(folder.dir, decodeURIComponent(url.slice(folder.base.length)));
      return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
    },
  };
}

/** The share keys the shell's build provides (its mf-manifest.json), for the head start. */
function shellSharedOf(shellDist) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8'));
    return new Set((manifest.shared ?? []).map((shared) => shared.name));
  } catch {
    return new Set();
  }
}

/** Old generations beyond the last few are removed (a page already served needs none of them). */
function pruneGenerations(siteRoot, keep) {
  const generations = readdirSync(siteRoot)
    .filter((entry) => entry !== CURRENT && !entry.startsWith('.'))
    .sort();
  for (const old of generations.slice(0, Math.max(0, generations.length - keep))) rmSync(path.join(siteRoot, old), { recursive: true, force: true });
}

/**
 * Writes the site files for the live composition in `releases` and makes them current.
 *
 * @param {{ releases: string, shellDist: string, apiUrl: string, siteUrl: string }} options
 *   shellDist: the shell's build when the composition names no shell version;: the API as browsers reach it; siteUrl: the shell's public origin
 * @returns {Promise<{ dir: string, table: object }>}
 */
export async function writeSiteFiles({ releases, shellDist, apiUrl, siteUrl }) {
  const composition = readComposition(releases);
  if (!composition) throw new Error(`no composition in ${releases} to make the site's pages from`);
  const site = siteUrl.replace(/\/+$/, '');
  // The shell the composition names (releases/shell/<version>/), else the build given.
  shellDist = liveShellDir(releases, composition) ?? shellDist;
  const reader = diskReader(composition, releases);
  const hints = headStart({
    composition: () => composition,
    apiUrl: () => apiUrl,
    shellShared: () => shellSharedOf(shellDist),
    fetchJson: reader.fetchJson,
    combine: (folderUrl, names) => {
      const folder = reader.folderOf(folderUrl);
      return folder ? writeCombinedScripts(folder.dir, names) : null;
    },
  });
  // Every page paints the frame's outline before its script (scripts/page-skeleton.mjs).
  const template = withSkeleton(readFileSync(path.join(shellDist, 'index.html'), 'utf8'));
  const startUpFiles = { '/runtime-config.json': { apiUrl }, '/remotes.json': composition };
  const pageOf = async (pathname) => withHeadStart(withPageData(template, startUpFiles), await hints.tagsFor(pathname));

  const siteRoot = path.join(releases, SITE_FOLDER);
  const incoming = path.join(siteRoot, `.incoming-${process.pid}`);
  rmSync(incoming, { recursive: true, force: true });
  mkdirSync(path.join(incoming, 'pages'), { recursive: true });
  const write = (file, content) => writeFileSync(path.join(incoming, file), content);

  const routes = [];
  for (const route of composition.routes ?? []) {
    const file = pageFileOf(route.path);
    write(file, withRobots(await pageOf(route.path), route));
    routes.push({ path: route.path, file, access: route.access ?? 'public' });
  }
  write('pages/shell.html', await pageOf('/'));
  const table = {
    siteUrl: site,
    apiUrl,
    shellDist,
    // Published shell versions beside the live one, newest first: a tab opened on one of them
    // still gets its content-hashed files (its lazy pages and texts) after a shell release.
    earlierShellDists: earlierShellDirs(releases, composition),
    routes,
    shellPages: shellPagePaths(),
    shellPage: 'pages/shell.html',
    headers: pageSecurityHeaders({ composition, apiUrl }),
  };
  write('site.json', `${JSON.stringify(table, null, 2)}\n`);
  for (const [file, content] of Object.entries(startUpFiles)) write(file.slice(1), JSON.stringify(content));
  write('robots.txt', robotsTxt(site, composition, apiUrl));
  write('sitemap.xml', sitemapXml(site, composition));
  precompress(incoming);

  // A generation is never changed once current: the new one is renamed into place, then the
  // symlink is replaced by another made beside it (rename is atomic), so a reader sees one or the other.
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const name = `${stamp}-${createHash('sha256').update(JSON.stringify(table)).digest('hex').slice(0, 6)}`;
  renameSync(incoming, path.join(siteRoot, name));
  const link = path.join(siteRoot, `.${CURRENT}-${process.pid}`);
  rmSync(link, { force: true });
  symlinkSync(name, link);
  renameSync(link, path.join(siteRoot, CURRENT));
  pruneGenerations(siteRoot, KEPT_GENERATIONS);
  return { dir: path.join(siteRoot, name), table };
}
