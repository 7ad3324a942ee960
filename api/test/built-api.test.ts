// The API as production runs it: the build (api/dist, `npm run build -w api`) started with plain
// node, no tsx. In production mode it refuses unsafe settings, one line each; with safe ones it
// serves, keeps /metrics on its own listener, logs JSON lines with the request id and stops
// cleanly on SIGTERM.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, test } from 'node:test';
import { createTestDatabase, dropTestDatabase, temporaryDirectory } from './helpers.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(apiRoot, 'dist/server.js');

before(() => {
  const built = spawnSync(process.execPath, [path.join(apiRoot, 'scripts/build.mjs'), '--missing'], { cwd: apiRoot, encoding: 'utf8', timeout: 240_000 });
  assert.equal(built.status, 0, built.stderr + built.stdout);
});

/** The environment a test starts with: nothing of this machine's API settings leaks in. */
function cleanEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[key]) env[key] = process.env[key]!;
  return { ...env, ...extra };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test('NODE_ENV=production with nothing set: the build refuses to start, one clear line per unsafe setting', async () => {
  const { dir, remove } = temporaryDirectory();
  try {
    const result = spawnSync(process.execPath, [server], { cwd: apiRoot, env: cleanEnv({ NODE_ENV: 'production', DATA_DIR: dir }), encoding: 'utf8', timeout: 60_000 });
    assert.equal(result.status, 1, result.stderr);
    assert.equal(result.stdout, '');
    const lines = result.stderr.trim().split('\n');
    assert.deepEqual(
      lines.map((line) => /^\[api\] could not start: NODE_ENV=production refuses (a missing \w+|SEED_DEMO on|PAYMENT_PROVIDER=sandbox)/.exec(line)?.[1]),
      ['a missing ADMIN_PASSWORD', 'PAYMENT_PROVIDER=sandbox', 'a missing JWT_SECRET', 'a missing PUBLIC_API_URL', 'a missing WEB_ORIGIN'],
      result.stderr,
    );
    // The same with the published admin password and demo seeding asked for.
    const worse = spawnSync(process.execPath, [server], {
      cwd: apiRoot,
      env: cleanEnv({ NODE_ENV: 'production', DATA_DIR: dir, ADMIN_PASSWORD: 'ChangeMe-Admin-2025', SEED_DEMO: 'true' }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.match(worse.stderr, /^\[api\] could not start: NODE_ENV=production refuses the published default ADMIN_PASSWORD: choose another$/m);
    assert.match(worse.stderr, /^\[api\] could not start: NODE_ENV=production refuses SEED_DEMO on \(demo accounts with published passwords\): set SEED_DEMO=false$/m);
  } finally {
    remove();
  }
});

test('the build in production mode serves, keeps /metrics off the public port, logs JSON lines and stops on SIGTERM', async () => {
  const serverUrl = process.env.DATABASE_URL;
  const databaseUrl = serverUrl ? await createTestDatabase(serverUrl) : undefined;
  const { dir, remove } = temporaryDirectory();
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    cwd: apiRoot,
    env: cleanEnv({
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl ?? '',
      ADMIN_PASSWORD: 'A-Real-Admin-Secret-9',
      JWT_SECRET: 'a-long-enough-production-secret',
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      WEB_ORIGIN: 'https://golf.example',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      METRICS_ADDRESS: '127.0.0.1:0',
      LOG_LEVEL: 'info',
    }),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    const deadline = Date.now() + 60_000;
    let metrics: string | undefined;
    while (!(metrics = /^\[api\] metrics: (http:\/\/127\.0\.0\.1:\d+\/metrics)$/m.exec(stdout)?.[1])) {
      assert.equal(child.exitCode, null, `the API exited: ${stderr}`);
      assert.ok(Date.now() < deadline, `no metrics line: ${stdout} ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.doesNotMatch(stdout, /created \d+ demo/, 'no demo content in production mode');
    const ready = await fetch(`http://127.0.0.1:${port}/ready`);
    assert.equal(ready.status, 200);
    const list = await fetch(`http://127.0.0.1:${port}/ext/announcement/list`);
    assert.equal(list.status, 200);
    const publicMetrics = await fetch(`http://127.0.0.1:${port}/metrics`);
    assert.equal(publicMetrics.status, 404);

    const scraped = await (await fetch(metrics)).text();
    assert.match(scraped, /^http_requests_total\{method="GET",route="\/ready",status="200"\} 1$/m);
    assert.match(scraped, /^http_requests_total\{method="GET",route="\/ext\/announcement\/list",status="200"\} 1$/m);
    assert.match(scraped, /^http_requests_total\{method="GET",route="\(unmatched\)",status="404"\} 1$/m);
    assert.match(scraped, /^nodejs_version_info\{/m);

    // Request logs: JSON lines carrying the request id, the same id on the request and its answer.
    const entries = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; req?: { url: string }; res?: { statusCode: number } });
    const incoming = entries.find((entry) => entry.req?.url === '/ext/announcement/list');
    assert.ok(incoming?.reqId, `a request line with its id: ${stdout}`);
    assert.ok(entries.some((entry) => entry.reqId === incoming.reqId && entry.res?.statusCode === 200), 'the answer line carries the same id');

    child.kill('SIGTERM');
    assert.equal(await exited, 0, stderr);
    assert.equal(stderr, '');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    if (serverUrl && databaseUrl) await dropTestDatabase(serverUrl, databaseUrl);
    remove();
  }
});
