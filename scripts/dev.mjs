// `npm run dev`: the API with reload on change and every app's rspack dev server (hot reload).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { FRONTEND_APPS, ROOT, API_PORT } from './apps.mjs';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(ROOT, 'api/src/server.ts')], {
    cwd: path.join(ROOT, 'api'),
    stdio: 'inherit',
    env: { ...process.env, PORT: String(process.env.API_PORT ?? API_PORT) },
  }),
  ...FRONTEND_APPS.map((app) =>
    spawn(process.execPath, [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'serve', '--mode', 'development'], {
      cwd: path.join(ROOT, app.folder),
      stdio: 'inherit',
    }),
  ),
];
console.log(`Dev servers: shell http://localhost:3000, remotes 3001-3005, API http://localhost:${API_PORT}`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
