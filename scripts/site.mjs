// Starts the composed production site: the API and every app on its own origin. Used by
// `npm start`, the e2e harness and the benchmark, so all three run the same thing.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, registryFor, sitePorts } from './apps.mjs';
import { serveStatic } from './serve-static.mjs';

async function waitForHttp(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the API (tsx) and resolves once it answers. */
export async function startApi({ port, env = {}, quiet = false }) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, PORT: String(port), ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const output = [];
  if (quiet) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  try {
    await waitForHttp(`http://localhost:${port}/docs/json`, 60_000, child);
  } catch (error) {
    child.kill('SIGTERM');
    if (quiet) process.stderr.write(Buffer.concat(output));
    throw error;
  }
  return {
    url: `http://localhost:${port}`,
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

/** Serves every app's dist/ on its own port; the shell also serves remotes.json and runtime config. */
export async function serveApps({ apps, apiUrl }) {
  const registry = process.env.REMOTES_FILE ? undefined : registryFor(apps);
  const servers = [];
  for (const app of apps) {
    const json = app.name === 'shell' ? { '/runtime-config.json': { apiUrl }, ...(registry ? { '/remotes.json': registry } : {}) } : {};
    const server = await serveStatic({ root: path.join(app.dir, 'dist'), port: app.port, spa: app.name === 'shell', json });
    servers.push({ app, server });
  }
  return {
    servers,
    stopApp: (name) => {
      const entry = servers.find(({ app }) => app.name === name);
      return new Promise((resolve) => (entry ? entry.server.close(() => resolve()) : resolve()));
    },
    restartApp: async (name) => {
      const entry = servers.find(({ app }) => app.name === name);
      entry.server = await serveStatic({ root: path.join(entry.app.dir, 'dist'), port: entry.app.port });
    },
    stop: () => Promise.all(servers.map(({ server }) => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }))),
  };
}

export { sitePorts };
