// `npm run dev`: the API with reload on change and every app's rspack dev server (hot reload), on
// the ports PORT_BASE, PORT_<APP> and API_PORT choose (scripts/apps.mjs), end to end: each dev
// server's port, the shell's /remotes.json, every app's /runtime-config.json and the API's allowed
// origins follow them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, registryFor, sitePorts } from './apps.mjs';

const { apps, apiPort } = sitePorts();
const apiUrl = process.env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`;
const portEnv = Object.fromEntries(apps.map((app) => [`PORT_${app.name.toUpperCase()}`, String(app.port)]));
const appEnv = {
  ...process.env,
  ...portEnv,
  API_PORT: String(apiPort),
  GOLF_DEV_REMOTES: JSON.stringify(registryFor(apps)),
  GOLF_DEV_RUNTIME_CONFIG: JSON.stringify({ apiUrl }),
};

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(ROOT, 'api/src/server.ts')], {
    cwd: path.join(ROOT, 'api'),
    stdio: 'inherit',
    env: { ...process.env, PORT: String(apiPort), WEB_ORIGIN: process.env.WEB_ORIGIN ?? apps.map((app) => `http://localhost:${app.port}`).join(',') },
  }),
  ...apps.map((app) =>
    spawn(process.execPath, [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'serve', '--mode', 'development'], {
      cwd: app.dir,
      stdio: 'inherit',
      env: appEnv,
    }),
  ),
];
console.log(`Dev servers: shell http://localhost:${apps[0].port}, remotes ${apps.slice(1).map((app) => app.port).join(', ')}, API ${apiUrl}`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
