// `npm start`: builds what is missing, then runs the API (embedded database, demo content) and
// every app on its own port as separate origins. Each remote serves its published versions
// (scripts/releases.mjs); a new build is published and served at start.
import { ensurePortsFree, isPortError } from './apps.mjs';
import { buildApps } from './build.mjs';
import { serveApps, sitePorts, startApi } from './site.mjs';

const { apps, apiPort } = sitePorts();
// A port someone else holds is one line naming it and the variable that moves it, before any
// build or start-up work: not a stack trace after a minute of building.
try {
  await ensurePortsFree({ apps, apiPort });
} catch (error) {
  if (!isPortError(error)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  buildApps({ onlyMissing: !process.argv.includes('--rebuild') });
} catch (error) {
  // An app that pins its own rspack or Module Federation: one line saying so (scripts/tooling-pins.mjs).
  if (error?.code !== 'TOOLING_PIN') throw error;
  console.error(error.message);
  process.exit(1);
}

const apiUrl = process.env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`;
let api;
let site;
try {
  api = await startApi({ port: apiPort, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', WEB_ORIGIN: process.env.WEB_ORIGIN ?? apps.map((app) => `http://localhost:${app.port}`).join(',') } });
  site = await serveApps({ apps, apiUrl });
} catch (error) {
  // Taken since the check above (the build took a while).
  if (!isPortError(error)) throw error;
  console.error(error.message);
  await api?.stop();
  process.exit(1);
}

console.log('\nThe golf community platform is running:');
console.log(`  site (shell)        http://localhost:${apps[0].port}`);
for (const remote of site.composition().remotes) console.log(`  ${remote.name.padEnd(19)} ${remote.entry}`);
console.log(`  API                 ${api.url}   (reference: ${api.url}/docs)`);
console.log(`Releases: ${site.releasesDir} (npm run release -- mfe-forum, npm run rollback -- mfe-forum)`);
console.log('Press Ctrl+C to stop.\n');

const stop = async () => {
  await Promise.all([site.stop(), api.stop()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
