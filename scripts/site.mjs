// Starts the composed production site: the API and every app on its own origin. Used by
// `npm start`, the e2e harness and the benchmark, so all three run the same thing.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { sitePorts } from './apps.mjs';
import { composeLocalSite, releasesDir } from './releases.mjs';
import { pageSecurityHeaders } from './page-security.mjs';
import { serveStatic } from './serve-static.mjs';
import { robotsTxt, siteMap, sitemapXml } from './site-map.mjs';
import { contentPages } from './content-pages.mjs';
import { headStart, withHeadStart } from './head-start.mjs';
import { withPageData } from './page-data.mjs';
import { shareCards, withShareCard } from './share-cards.mjs';

export { startApi } from './api-process.mjs';

/** The share keys the shell's build provides (its mf-manifest.json), for the head start. */
function readShellShared(apps) {
  const shell = apps.find((app) => app.name === 'shell');
  try {
    const manifest = JSON.parse(readFileSync(path.join(shell.dir, 'dist', 'mf-manifest.json'), 'utf8'));
    return new Set((manifest.shared ?? []).map((shared) => shared.name));
  } catch {
    return new Set();
  }
}

/**
 * Serves the site: the shell's dist/ with /runtime-config.json and the live composition
 * (read on every request, so a release or rollback needs no restart), and each remote's published
 * versions on its own port (scripts/releases.mjs). Builds not published yet are published first.
 */
export async function serveApps({ apps, apiUrl, releases = releasesDir() }) {
  const compositionFile = composeLocalSite({ apps, dir: releases });
  const items = contentPages({ apiUrl: () => apiUrl });
  const cards = shareCards(items);
  let shellShared; // read once, on the first page asked for (the shell's build does not change while it runs)
  const hints = headStart({ composition: () => site.composition(), apiUrl: () => apiUrl, shellShared: () => (shellShared ??= readShellShared(apps)) });
  // What the shell reads before anything else: served as files, and written into each page.
  const startUpFiles = { '/runtime-config.json': () => ({ apiUrl }), '/remotes.json': () => site.composition() };
  const rootOf = (app) => (app.name === 'shell' ? path.join(app.dir, 'dist') : path.join(releases, app.name));
  const serve = (app) =>
    app.name === 'shell'
      ? serveStatic({
          root: rootOf(app),
          port: app.port,
          spa: true,
          json: startUpFiles,
          pageHeaders: () => pageSecurityHeaders({ composition: site.composition(), apiUrl }),
          isPage: (pathname) => siteMap(site.composition()).isPage(pathname),
          page: async (html, pathname, origin) => {
            const [card, headStartTags] = await Promise.all([cards.head(pathname, origin), hints.tagsFor(pathname)]);
            const withData = withPageData(html, Object.fromEntries(Object.entries(startUpFiles).map(([file, read]) => [file, read()])));
            return withHeadStart(withShareCard(withData, card), headStartTags);
          },
          texts: {
            '/robots.txt': { type: 'text/plain; charset=utf-8', body: (origin) => robotsTxt(origin, site.composition()) },
            '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: async (origin) => sitemapXml(origin, site.composition(), await items.listed()) },
          },
        })
      : serveStatic({ root: rootOf(app), port: app.port, immutable: isVersionedFile, combined: true });
  const servers = [];
  const site = {
    servers,
    releasesDir: releases,
    composition: () => JSON.parse(readFileSync(compositionFile, 'utf8')),
    stopApp: (name) => {
      const entry = servers.find(({ app }) => app.name === name);
      // Open keep-alive connections would hold the server up; a stopped app answers nothing.
      entry?.server.closeAllConnections?.();
      return new Promise((resolve) => (entry ? entry.server.close(() => resolve()) : resolve()));
    },
    restartApp: async (name) => {
      const entry = servers.find(({ app }) => app.name === name);
      entry.server = await serve(entry.app);
    },
    stop: () => Promise.all(servers.map(({ server }) => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }))),
  };
  for (const app of apps) servers.push({ app, server: await serve(app) });
  return site;
}

/** Everything under a version folder is immutable: a version is published once and never changed. */
function isVersionedFile(pathname) {
  return /^\/[^/]+-[0-9a-f]{10}\/./.test(pathname);
}

export { sitePorts };
