// The apps of the site and their default ports (architecture §3). Every script reads this list, and
// so do jest.config.js and eslint.config.js. Nothing here is a hand list of apps: a frontend app is
// a folder of the root package.json's workspaces with an rspack.config.mjs naming its federation
// name, so adding `mfe-x` to the workspaces is enough for the scripts, the tests and the linter.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The root package.json's workspaces, in their order (plain folder names; no globs are used). */
export function workspaceFolders(root = ROOT) {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Array.isArray(workspaces) ? workspaces : (workspaces.packages ?? []);
}

/** The federation name an app's rspack.config.mjs gives createAppConfig (`name: 'mfe_forum'`). */
export function federationName(root, folder) {
  const file = path.join(root, folder, 'rspack.config.mjs');
  if (!existsSync(file)) return null;
  const name = /createAppConfig\(\s*\{[^}]*?\bname:\s*['"]([A-Za-z_][\w]*)['"]/s.exec(readFileSync(file, 'utf8'))?.[1];
  if (!name) throw new Error(`${folder}/rspack.config.mjs names no federation name (createAppConfig({ name: '…' }))`);
  return name;
}

/**
 * The frontend apps: the shell first, then each remote in the workspaces' order. The order gives
 * the default ports (shell on the base, then one each), so a new remote is appended to the list.
 */
export function frontendApps(root = ROOT) {
  const apps = workspaceFolders(root).flatMap((folder) => {
    const name = federationName(root, folder);
    return name ? [{ folder, name }] : [];
  });
  return [...apps.filter((app) => app.name === 'shell'), ...apps.filter((app) => app.name !== 'shell')];
}

export const FRONTEND_APPS = frontendApps();

/** The remotes' folders (every frontend app but the shell). */
export const REMOTE_FOLDERS = FRONTEND_APPS.filter((app) => app.name !== 'shell').map((app) => app.folder);

/** The workspaces whose tests jest runs: their package.json's test script runs jest (api and e2e use node:test). */
export function jestProjects(root = ROOT) {
  return workspaceFolders(root).filter((folder) => {
    const file = path.join(root, folder, 'package.json');
    return existsSync(file) && /\bjest\b/.test(JSON.parse(readFileSync(file, 'utf8')).scripts?.test ?? '');
  });
}

export const API_PORT = 4000;

/**
 * Ports of services a developer's machine often runs (databases, brokers, caches, proxies, the
 * API's own metrics): a port derived from a base steps over them. A port set explicitly is used as given.
 */
export const WELL_KNOWN_PORTS = new Set([
  1433, 1521, 1883, 2181, 3306, 4222, 5432, 5672, 5984, 6379, 7474, 8080, 8443, 8888, 9000, 9042, 9092, 9200, 9300, 9464, 11211, 15672, 27017,
]);

/** The `count` ports from `base` upwards that are not well known. */
export function portsFrom(base, count, taken = new Set()) {
  const ports = [];
  for (let port = base; ports.length < count; port += 1) if (!WELL_KNOWN_PORTS.has(port) && !taken.has(port)) ports.push(port);
  return ports;
}

/** The environment variable that sets one app's port (PORT_SHELL, PORT_MFE_FORUM, …). */
export function portVariable(app) {
  return `PORT_${app.name.toUpperCase()}`;
}

/**
 * Ports from a base (3000 → 3000..3005, API 4000), each overridable by environment (PORT_<APP>,
 * API_PORT). Derived ports skip WELL_KNOWN_PORTS.
 */
export function sitePorts(base = Number(process.env.PORT_BASE ?? 3000), apiPort) {
  const derived = portsFrom(base, FRONTEND_APPS.length);
  const apps = FRONTEND_APPS.map((app, index) => ({
    ...app,
    port: Number(process.env[portVariable(app)] ?? derived[index]),
    dir: path.join(ROOT, app.folder),
  }));
  const explicitApi = apiPort ?? process.env.API_PORT;
  const api = explicitApi !== undefined ? Number(explicitApi) : portsFrom(base === 3000 ? API_PORT : base + 1000, 1, new Set(apps.map((app) => app.port)))[0];
  return { apps, apiPort: api };
}

/** A port the site cannot listen on (someone else does), said in one line with the variable that moves it. */
export class PortInUseError extends Error {
  constructor(port, what, variable, cause = 'EADDRINUSE') {
    const problem = cause === 'EADDRINUSE' ? 'is already in use' : `cannot be listened on (${cause})`;
    super(`Port ${port} (${what}) ${problem}: set ${variable} to a free port, or PORT_BASE to move every app (and the API).`);
    this.code = 'PORT_IN_USE';
    this.port = port;
  }
}

/** Whether an error is one of ours about a port: print its message alone, no stack. */
export function isPortError(error) {
  return error?.code === 'PORT_IN_USE';
}

/** Resolves when `port` can be listened on; rejects with the listen error (EADDRINUSE, EACCES) otherwise. */
export function probePort(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, () => server.close(() => resolve()));
  });
}

/** Checks every port of the site before anything starts: the first one taken is a PortInUseError. */
export async function ensurePortsFree({ apps, apiPort }) {
  const wanted = [...apps.map((app) => ({ port: app.port, what: app.name, variable: portVariable(app) })), { port: apiPort, what: 'the API', variable: 'API_PORT' }];
  for (const { port, what, variable } of wanted) {
    await probePort(port).catch((error) => {
      throw new PortInUseError(port, what, variable, error?.code ?? String(error));
    });
  }
}

/** remotes.json for the dev servers: each remote's build at the root of its own port on this host. */
export function registryFor(apps, host = 'localhost') {
  const shellRegistry = JSON.parse(
    // The route table stays the one in shell/public; only the remotes' addresses change.
    readFileSync(path.join(ROOT, 'shell/remotes.json'), 'utf8'),
  );
  return {
    ...shellRegistry,
    remotes: shellRegistry.remotes.map((remote) => {
      const app = apps.find((candidate) => candidate.name === remote.name);
      return app ? { ...remote, entry: `http://${host}:${app.port}/mf-manifest.json` } : remote;
    }),
  };
}
