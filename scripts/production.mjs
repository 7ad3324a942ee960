// The production topology on one machine (docs/deploy.md): Caddy in front of the shell's origin,
// every remote's origin and the API's; two API processes (or API_PROCESSES) built to JavaScript,
// on PostgreSQL (DATABASE_URL), behind Caddy's load balancer. `npm run production` runs it; the
// e2e journeys and the benchmark start the same thing.
//
//   DATABASE_URL=postgres://… npm run production
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, sitePorts } from './apps.mjs';
import { buildApps } from './build.mjs';
import { composeLocalSite, releasesDir } from './releases.mjs';
import { startApi } from './site.mjs';
import { writeSiteFiles } from './site-files.mjs';
import { caddyAvailable, startWebServer, writeCaddyfile } from './web-server.mjs';

/**
 * @param {object} options
 * @param {number} [options.base] the shell's port; remotes the next ones, the API's public port base + 1000
 * @param {string} options.databaseUrl PostgreSQL
 * @param {number} [options.apiProcesses]
 * @param {Record<string, string>} [options.env] more environment for the API processes
 * @param {string} [options.releases]
 * @param {string} [options.adminAddress] Caddy's admin endpoint
 * @param {boolean} [options.quiet] keep the processes' output (for tests) instead of printing it
 */
export async function startProductionSite({ base, databaseUrl, apiProcesses = 2, env = {}, releases = releasesDir(), adminAddress, quiet = false }) {
  if (!databaseUrl) throw new Error('the production topology runs on PostgreSQL: set DATABASE_URL');
  if (!caddyAvailable()) throw new Error('Caddy is not installed (Debian: apt-get install caddy; or set CADDY_PATH)');
  const { apps, apiPort } = sitePorts(base);
  // Each origin as browsers reach it: a club's domains (Caddy then gets their certificates itself),
  // else this machine's ports.
  const originOf = (app) => (process.env[`PUBLIC_URL_${app.name.toUpperCase()}`] ?? `http://localhost:${app.port}`).replace(/\/+$/, '');
  const siteUrl = originOf(apps[0]);
  const apiUrl = (process.env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`).replace(/\/+$/, '');
  const apiEnv = {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PUBLIC_API_URL: apiUrl,
    WEB_ORIGIN: apps.map(originOf).join(','),
    // Caddy is the one proxy in front: the client's address is the one it forwards.
    TRUST_PROXY: '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...env,
  };
  // One process first: it prepares the database (migrations, first admin, demo content) alone.
  const ports = Array.from({ length: apiProcesses }, (_, index) => apiPort + 11 + index);
  const apis = [];
  const started = async (port) => startApi({ port, quiet, env: { ...apiEnv, METRICS_ADDRESS: `127.0.0.1:${port + 5000}` } });
  apis.push(await started(ports[0]));
  apis.push(...(await Promise.all(ports.slice(1).map((port) => started(port)))));

  composeLocalSite({ apps, dir: releases, originOf });
  const shellDist = path.join(ROOT, 'shell/dist');
  await writeSiteFiles({ releases, shellDist, apiUrl, siteUrl });
  writeCaddyfile(releases, { apiUpstreams: ports.map((port) => `127.0.0.1:${port}`), adminAddress: adminAddress ?? process.env.CADDY_ADMIN ?? `127.0.0.1:${2019 + (base ?? 3000) - 3000}`, shellDist });
  const web = await startWebServer(releases, { quiet });
  return {
    url: siteUrl,
    apiUrl,
    apps,
    apis,
    web,
    releases,
    /** Starts API process `index` again on its port (after it stopped or was killed); resolves once it answers. */
    restartApi: async (index) => {
      apis[index] = await started(ports[index]);
      return apis[index];
    },
    // All at once: each may wait for open live-update streams (Caddy's grace period, the API's forced exit after 10 s).
    stop: async () => {
      await Promise.all([web.stop(), ...apis.map((api) => api.stop())]);
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildApps({ onlyMissing: true });
    const site = await startProductionSite({ base: process.env.PORT_BASE ? Number(process.env.PORT_BASE) : undefined, databaseUrl: process.env.DATABASE_URL, apiProcesses: Number(process.env.API_PROCESSES ?? 2) });
    console.log('\nThe production topology is running (Caddy in front):');
    console.log(`  site (shell)   ${site.url}`);
    console.log(`  API            ${site.apiUrl}  → ${site.apis.map((api) => api.url).join(', ')}`);
    console.log(`  Caddyfile      ${path.join(site.releases, 'site', 'Caddyfile')}${existsSync(path.join(site.releases, 'site', 'Caddyfile')) ? '' : ' (missing?)'}`);
    console.log('Press Ctrl+C to stop.\n');
    const stop = async () => {
      await site.stop();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(`[production] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
