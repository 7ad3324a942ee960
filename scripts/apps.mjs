// The apps of the site and their default ports (architecture §3). Every script reads this list.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const FRONTEND_APPS = [
  { folder: 'shell', name: 'shell', port: 3000 },
  { folder: 'mfe-announcements', name: 'mfe_announcements', port: 3001 },
  { folder: 'mfe-forum', name: 'mfe_forum', port: 3002 },
  { folder: 'mfe-events', name: 'mfe_events', port: 3003 },
  { folder: 'mfe-membership', name: 'mfe_membership', port: 3004 },
  { folder: 'mfe-admin', name: 'mfe_admin', port: 3005 },
];

export const API_PORT = 4000;

/** Ports from a base (3000 → 3000..3005, API 4000), each overridable by environment. */
export function sitePorts(base = Number(process.env.PORT_BASE ?? 3000), apiPort) {
  const apps = FRONTEND_APPS.map((app, index) => ({
    ...app,
    port: Number(process.env[`PORT_${app.name.toUpperCase()}`] ?? base + index),
    dir: path.join(ROOT, app.folder),
  }));
  return { apps, apiPort: Number(apiPort ?? process.env.API_PORT ?? (base === 3000 ? API_PORT : base + 1000)) };
}

/** remotes.json for the dev servers: each remote's build at the root of its own port on this host. */
export function registryFor(apps, host = 'localhost') {
  const shellRegistry = JSON.parse(
    // The route table stays the one in shell/public; only the remotes' addresses change.
    readFile(path.join(ROOT, 'shell/remotes.json')),
  );
  return {
    ...shellRegistry,
    remotes: shellRegistry.remotes.map((remote) => {
      const app = apps.find((candidate) => candidate.name === remote.name);
      return app ? { ...remote, entry: `http://${host}:${app.port}/mf-manifest.json` } : remote;
    }),
  };
}

import { readFileSync } from 'node:fs';
function readFile(file) {
  return readFileSync(file, 'utf8');
}
