// The site's apps and ports as the scripts derive them (scripts/apps.mjs): from the workspaces, not
// a hand list, with default ports that step over local services' well-known ones, and a taken port
// at start-up said in one line. No browser: these check the scripts themselves.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { FRONTEND_APPS, ROOT, frontendApps, jestProjects, sitePorts, workspaceFolders } from '../../scripts/apps.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';

// Ports of their own, away from the journeys' (base..base+5, base+1000) and static-serving's (+50).
const BASE = Number(process.env.E2E_PORT_BASE ?? 3600) + 70;
const work = mkdtempSync(path.join(os.tmpdir(), 'golf-apps-'));
after(() => rmSync(work, { recursive: true, force: true }));

function withEnv<T>(values: Record<string, string | undefined>, run: () => T): T {
  const before = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  const set = (entries: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(entries)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  set(values);
  try {
    return run();
  } finally {
    set(before);
  }
}

const NO_PORT_ENV = Object.fromEntries(
  ['PORT_BASE', 'API_PORT', ...FRONTEND_APPS.map((app) => `PORT_${app.name.toUpperCase()}`)].map((key) => [key, undefined]),
);

function hold(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

/** Runs `npm start`'s script and resolves with its exit code and output (killed after 60 s). */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], { cwd: ROOT, env: { ...process.env, ...NO_PORT_ENV, ...env } as NodeJS.ProcessEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('the site’s apps, from the workspaces', () => {
  it('are the shell and the six remotes on 3000–3006 with the API on 4000, as before', () => {
    const { apps, apiPort } = withEnv(NO_PORT_ENV, () => sitePorts());
    assert.deepEqual(
      apps.map(({ folder, name, port }) => [folder, name, port]),
      [
        ['shell', 'shell', 3000],
        ['mfe-announcements', 'mfe_announcements', 3001],
        ['mfe-forum', 'mfe_forum', 3002],
        ['mfe-events', 'mfe_events', 3003],
        ['mfe-membership', 'mfe_membership', 3004],
        ['mfe-admin', 'mfe_admin', 3005],
        ['mfe-golf', 'mfe_golf', 3006],
      ],
    );
    assert.equal(apiPort, 4000);
    assert.deepEqual(jestProjects(), ['contract', 'shared', 'shell', 'mfe-announcements', 'mfe-forum', 'mfe-events', 'mfe-membership', 'mfe-admin', 'mfe-golf']);
    assert.deepEqual(workspaceFolders(), ['contract', 'shared', 'shell', ...FRONTEND_APPS.slice(1).map((app) => app.folder), 'api', 'e2e']);
  });

  it('the composition’s remotes are exactly the apps but the shell, and every menu entry opens a page of the site', () => {
    const composition = JSON.parse(readFileSync(path.join(ROOT, 'shell/remotes.json'), 'utf8'));
    assert.deepEqual(
      composition.remotes.map((remote: { name: string }) => remote.name),
      FRONTEND_APPS.slice(1).map((app) => app.name),
    );
    const { pages } = JSON.parse(readFileSync(path.join(ROOT, 'shell/src/app/shell-paths.json'), 'utf8'));
    const prefixes = [...pages.map((page: { path: string }) => page.path), ...composition.routes.map((route: { path: string }) => route.path)];
    for (const { href } of composition.menu) {
      assert.ok(prefixes.some((prefix) => href === prefix || href.startsWith(`${prefix}/`)), `${href} is no page of the site`);
    }
  });

  it('a new mfe-x folder in the workspaces is an app, a jest project and on the next port, with no other list to edit', () => {
    const root = path.join(work, 'repo');
    const folders = ['contract', 'shared', 'shell', 'mfe-a', 'mfe-x', 'api', 'e2e'];
    mkdirSync(root, { recursive: true });
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces: folders }));
    for (const folder of folders) {
      mkdirSync(path.join(root, folder), { recursive: true });
      const test = ['api', 'e2e'].includes(folder) ? 'node run-tests.mjs' : `jest --config ../jest.config.js --selectProjects ${folder}`;
      writeFileSync(path.join(root, folder, 'package.json'), JSON.stringify({ name: folder, scripts: { test } }));
    }
    for (const folder of ['shell', 'mfe-a', 'mfe-x']) {
      const name = folder.replace(/-/g, '_');
      writeFileSync(path.join(root, folder, 'rspack.config.mjs'), `import { createAppConfig } from '../rspack.shared.js';\n\nexport default createAppConfig({\n  name: '${name}',\n  dir: import.meta.dirname,\n});\n`);
    }
    assert.deepEqual(frontendApps(root), [
      { folder: 'shell', name: 'shell' },
      { folder: 'mfe-a', name: 'mfe_a' },
      { folder: 'mfe-x', name: 'mfe_x' },
    ]);
    assert.deepEqual(jestProjects(root), ['contract', 'shared', 'shell', 'mfe-a', 'mfe-x']);
    writeFileSync(path.join(root, 'mfe-x', 'rspack.config.mjs'), 'export default {};\n');
    assert.throws(() => frontendApps(root), /mfe-x\/rspack\.config\.mjs names no federation name/);
  });
});

describe('default ports', () => {
  it('derived from a base, step over well-known ports of local services; the API too', () => {
    withEnv(NO_PORT_ENV, () => {
      assert.deepEqual(sitePorts(5430).apps.map((app) => app.port), [5430, 5431, 5433, 5434, 5435, 5436, 5437]);
      assert.deepEqual(sitePorts(3301).apps.map((app) => app.port), [3301, 3302, 3303, 3304, 3305, 3307, 3308]);
      assert.equal(sitePorts(3301).apiPort, 4301);
      assert.equal(sitePorts(3222).apiPort, 4223);
      assert.equal(sitePorts(7080).apiPort, 8081);
      assert.deepEqual(sitePorts(6375).apps.map((app) => app.port), [6375, 6376, 6377, 6378, 6380, 6381, 6382]);
    });
  });

  it('set explicitly, are used as given', () => {
    withEnv({ ...NO_PORT_ENV, PORT_MFE_FORUM: '5432', API_PORT: '8080' }, () => {
      const { apps, apiPort } = sitePorts(3000);
      assert.equal(apps.find((app) => app.name === 'mfe_forum')?.port, 5432);
      assert.equal(apiPort, 8080);
    });
  });

  it('a taken app port stops `npm start` at once with one line naming the port and its variable', async () => {
    const forumPort = BASE + 2;
    const blocker = await hold(forumPort);
    try {
      const { code, stderr, stdout } = await start({ PORT_BASE: String(BASE) });
      assert.equal(code, 1, stdout + stderr);
      assert.deepEqual(stderr.trim().split('\n'), [
        `Port ${forumPort} (mfe_forum) is already in use: set PORT_MFE_FORUM to a free port, or PORT_BASE to move every app (and the API).`,
      ]);
      assert.doesNotMatch(stdout, /\[build\]/, 'nothing was built first');
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('a taken API port names API_PORT', async () => {
    const blocker = await hold(BASE + 1000);
    try {
      const { code, stderr } = await start({ PORT_BASE: String(BASE) });
      assert.equal(code, 1, stderr);
      assert.match(stderr.trim(), new RegExp(`^Port ${BASE + 1000} \\(the API\\) is already in use: set API_PORT to a free port`));
      assert.equal(stderr.trim().split('\n').length, 1);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('the static server rejects a taken port with its number and code, not a stack of its own', async () => {
    // Any port the system gives (a fixed one could be a local service's, as 6379 was once).
    const blocker = await hold(0);
    const port = (blocker.address() as AddressInfo).port;
    try {
      await assert.rejects(serveStatic({ root: work, port }), (error: Error & { code?: string }) => {
        assert.equal(error.message, `port ${port} is already in use`);
        assert.equal(error.code, 'EADDRINUSE');
        return true;
      });
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
