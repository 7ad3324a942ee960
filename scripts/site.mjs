// Starts the composed production site: the API and every app on its own origin. Used by
// `npm start`, the e2e harness and the benchmark, so all three run the same thing.
import path from 'node:path';
import { readFileSync, statSync } from 'node:fs';
import { PortInUseError, portVariable, sitePorts } from './apps.mjs';
import { composeLocalSite, releasesDir } from './releases.mjs';
import { serveStatic } from './serve-static.mjs';
import { currentSiteDir, writeSiteFiles } from './site-files.mjs';

export { startApi } from './api-process.mjs';

/** How often a running site looks for remotes new to its composition (released since it started). */
const NEW_REMOTES_EVERY_MS = 250;

/**
 * Serves the site: the live shell version and the release-time site files (pages, start-up files,
 * the route table: scripts/site-files.mjs, read on every request, so a release or rollback needs no
 * restart), and each remote's published versions on its own port (scripts/releases.mjs). Builds not
 * published yet are published first, and the site files are written for the composition. A remote
 * released into the composition later (`npm run release` of a remote new to the site) is served on
 * its entry's port as soon as the composition names it.
 */
export async function serveApps({ apps, apiUrl, releases = releasesDir() }) {
  const compositionFile = composeLocalSite({ apps, dir: releases });
  const siteUrl = `http://localhost:${apps[0].port}`;
  const shellDist = path.join(apps.find((app) => app.name === 'shell').dir, 'dist');
  await writeSiteFiles({ releases, shellDist, apiUrl, siteUrl });
  const listen = (app) =>
    app.name === 'shell'
      ? serveStatic({ root: shellDist, port: app.port, siteDir: () => currentSiteDir(releases) })
      : serveStatic({ root: path.join(releases, app.name), port: app.port, immutable: isVersionedFile, allowOrigin: siteUrl });
  // A taken port names the app and the variable that moves it (serve-static reports the listen error's code).
  const serve = (app) =>
    listen(app).catch((error) => {
      throw error?.code === 'EADDRINUSE' || error?.code === 'EACCES' ? new PortInUseError(app.port, app.name, portVariable(app), error.code) : error;
    });
  const servers = [];
  let lastChange = 0;
  let adding = Promise.resolve();
  /** Listens for every remote of the composition on this machine that no server serves yet. */
  const serveNewRemotes = () => {
    const changed = statSync(compositionFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (changed === lastChange) return adding;
    lastChange = changed;
    adding = adding.then(async () => {
      let remotes;
      try {
        remotes = site.composition().remotes;
      } catch (error) {
        // Read again at the next change; a running site never stops over it.
        console.error(`[site] cannot read ${compositionFile}: ${error.message}`);
        return;
      }
      for (const remote of remotes) {
        if (servers.some(({ app }) => app.name === remote.name)) continue;
        try {
          const url = new URL(remote.entry);
          if (!['localhost', '127.0.0.1'].includes(url.hostname)) continue;
          const app = { name: remote.name, port: Number(url.port) };
          servers.push({ app, server: await serve(app) });
          console.log(`[site] ${remote.name} is served on ${url.origin}`);
        } catch (error) {
          console.error(`[site] ${remote.name} cannot be served: ${error.message}`);
        }
      }
    });
    return adding;
  };
  const watch = setInterval(() => void serveNewRemotes(), NEW_REMOTES_EVERY_MS).unref();
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
    /** Serves remotes new to the composition now (the running site also looks by itself). */
    serveNewRemotes,
    stop: () => {
      clearInterval(watch);
      return Promise.all(servers.map(({ server }) => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); })));
    },
  };
  for (const app of apps) servers.push({ app, server: await serve(app) });
  await serveNewRemotes();
  return site;
}

/** Everything under a version folder is immutable: a version is published once and never changed. */
function isVersionedFile(pathname) {
  return /^\/[^/]+-[0-9a-f]{10}\/./.test(pathname);
}

export { sitePorts };
