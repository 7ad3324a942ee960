// Caddy, the web server of the production topology (docs/deploy.md): its Caddyfile is written from
// the composition and the release-time route table (scripts/caddyfile.mjs) and reloaded when it
// changes. What Caddy needs beyond those (where the API processes listen, its admin address, the
// shell's build) is kept beside the site files in web-server.json, so `npm run release` and
// `npm run rollback` can write the Caddyfile again without being told the topology.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { caddyfile } from './caddyfile.mjs';
import { readComposition } from './releases.mjs';
import { SITE_FOLDER, readSiteTable } from './site-files.mjs';

const CADDY = process.env.CADDY_PATH ?? 'caddy';
const settingsFile = (releases) => path.join(releases, SITE_FOLDER, 'web-server.json');
const caddyfilePath = (releases) => path.join(releases, SITE_FOLDER, 'Caddyfile');

/** Whether Caddy can be run here. */
export function caddyAvailable() {
  return spawnSync(CADDY, ['version'], { stdio: 'ignore' }).status === 0;
}

/** The web server's settings of this releases folder, or null when no Caddy serves it. */
export function readWebServer(releases) {
  const file = settingsFile(releases);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Writes the Caddyfile for the live composition and site files; returns whether it changed.
 * @param {string} releases
 * @param {{ apiUpstreams: string[], adminAddress: string, shellDist: string }} settings
 */
export function writeCaddyfile(releases, settings) {
  writeFileSync(settingsFile(releases), `${JSON.stringify(settings, null, 2)}\n`);
  const text = caddyfile({ table: readSiteTable(releases), composition: readComposition(releases), releases, ...settings });
  const file = caddyfilePath(releases);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
  return true;
}

function caddy(args, options = {}) {
  const result = spawnSync(CADDY, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`caddy ${args[0]} failed: ${(result.stderr || result.stdout || '').trim().split('\n').slice(-3).join(' ')}`);
}

/**
 * After a release or rollback: the Caddyfile written again, and Caddy told to reload it when it
 * changed (a reload is graceful: connections in flight finish on the old configuration).
 */
export function refreshWebServer(releases) {
  const settings = readWebServer(releases);
  if (!settings) return { served: false, reloaded: false };
  const changed = writeCaddyfile(releases, settings);
  if (!changed) return { served: true, reloaded: false };
  try {
    caddy(['reload', '--config', caddyfilePath(releases), '--adapter', 'caddyfile', '--address', settings.adminAddress]);
  } catch (error) {
    // The files are live for whoever serves them next; a Caddy that is not running has nothing to reload.
    console.warn(`[web server] not reloaded: ${error.message}`);
    return { served: false, reloaded: false };
  }
  return { served: true, reloaded: true };
}

/** Starts Caddy on the written Caddyfile; resolves once its admin endpoint answers. */
export async function startWebServer(releases, { quiet = false } = {}) {
  const settings = readWebServer(releases);
  caddy(['validate', '--config', caddyfilePath(releases), '--adapter', 'caddyfile']);
  const child = spawn(CADDY, ['run', '--config', caddyfilePath(releases), '--adapter', 'caddyfile'], {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // Caddy keeps an autosave of its last configuration in its data folder: one per site.
    env: { ...process.env, XDG_CONFIG_HOME: path.join(releases, SITE_FOLDER, '.caddy-config'), XDG_DATA_HOME: path.join(releases, SITE_FOLDER, '.caddy-data') },
  });
  const output = [];
  if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited (${child.exitCode}): ${Buffer.concat(output).toString().slice(-500)}`);
    try {
      await fetch(`http://${settings.adminAddress}/config/`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('caddy did not start within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    child,
    output: () => Buffer.concat(output).toString(),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
