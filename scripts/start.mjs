// `npm start`: builds what is missing, then runs the API (embedded database, demo content) and
// every app on its own port as separate origins.
import { buildApps } from './build.mjs';
import { serveApps, sitePorts, startApi } from './site.mjs';

const { apps, apiPort } = sitePorts();
buildApps({ onlyMissing: !process.argv.includes('--rebuild') });

const apiUrl = process.env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`;
const api = await startApi({ port: apiPort, env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', WEB_ORIGIN: process.env.WEB_ORIGIN ?? apps.map((app) => `http://localhost:${app.port}`).join(',') } });
const site = await serveApps({ apps, apiUrl });

console.log('\nThe golf community platform is running:');
console.log(`  site (shell)        http://localhost:${apps[0].port}`);
for (const app of apps.slice(1)) console.log(`  ${app.folder.padEnd(19)} http://localhost:${app.port}/mf-manifest.json`);
console.log(`  API                 ${api.url}   (reference: ${api.url}/docs)`);
console.log('Press Ctrl+C to stop.\n');

const stop = async () => {
  await Promise.all([site.stop(), api.stop()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
