// Starts the built API (api/dist/server.js) with plain node, as production runs it: `npm start`,
// the e2e harness and the benchmark all run the artifact a club deploys, not the TypeScript
// sources. A dist/ that is not a build of the current sources is built first (api/scripts/build.mjs).
// `npm run dev` keeps running the sources under tsx watch (scripts/dev.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_DIR, API_DIST, buildApi } from '../api/scripts/build.mjs';
import { PortInUseError, probePort } from './apps.mjs';

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

/**
 * Starts the API and resolves once it answers. Its metrics listener takes an ephemeral port on
 * 127.0.0.1 unless METRICS_ADDRESS is given (in `env` or this process's environment): several
 * sites (e2e runs, the benchmark, `npm start`) run on one machine at once and must not fight over
 * 9464. The API logs where it listens.
 */
export async function startApi({ port, env = {}, quiet = false }) {
  // Another program on the port would answer the readiness check below in the API's place.
  await probePort(port).catch((error) => {
    throw new PortInUseError(port, 'the API', 'API_PORT', error?.code ?? String(error));
  });
  buildApi({ onlyMissing: true, quiet });
  const child = spawn(process.execPath, [path.join(API_DIST, 'server.js')], {
    cwd: API_DIR,
    env: { ...process.env, METRICS_ADDRESS: process.env.METRICS_ADDRESS ?? '127.0.0.1:0', PORT: String(port), ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const output = [];
  if (quiet) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  try {
    // A fresh embedded database is migrated and seeded first; on a busy 2-core machine that has
    // taken minutes.
    await waitForHttp(`http://localhost:${port}/docs/json`, 180_000, child);
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
        // Ended already (a killed process has a signal and no exit code).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
