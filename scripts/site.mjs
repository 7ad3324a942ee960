// Starts the composed production site: the API and every app on its own origin. Used by
// `npm start`, the e2e harness and the benchmark, so all three run the same thing.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { PortInUseError, portVariable, sitePorts } from './apps.mjs';
import { composeLocalSite, releasesDir } from './releases.mjs';
import { serveStatic } from './serve-static.mjs';
import { currentSiteDir, writeSiteFiles } from './site-files.mjs';

export { startApi } from './api-process.mjs';

/**
 * Serves the site: the shell's build and the release-time site files (pages, start-up files, the
 * route table: scripts/site-files.mjs, read on every request, so a release or rollback needs no
 * restart), and each remote's published versions on its own port (scripts/releases.mjs). Builds not
 * published yet are published first, and the site files are written for the composition.
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
