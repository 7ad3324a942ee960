// The build's reliance on other packages' insides (scripts/package-internals.mjs), checked in
// `npm test` so an upgrade that moves a file fails here, by name, and not as a puzzling build error
// or a page with two copies of a context.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { satisfy } from '@module-federation/runtime';
import { FRONTEND_APPS, ROOT, workspaceFolders } from '../../scripts/apps.mjs';
import { internalFile, usedInternals } from '../../scripts/package-internals.mjs';
import { toolingPinConflicts } from '../../scripts/tooling-pins.mjs';

const require = createRequire(import.meta.url);

describe('build configuration', () => {
  it('every app’s production and development config finds each package-internal file it names', async () => {
    const { createAppConfig } = await import('../../rspack.shared.js');
    for (const app of FRONTEND_APPS) {
      const { default: config } = await import(path.join(ROOT, app.folder, 'rspack.config.mjs'));
      for (const mode of ['production', 'development']) assert.ok(config({}, { mode }), `${app.folder} ${mode}`);
    }
    assert.equal(typeof createAppConfig, 'function');
    // Chakra's contexts, Ark UI's field contexts, the router's production build, the facades' targets, the federation runtime.
    assert.ok(usedInternals.size >= 20, `only ${usedInternals.size} internal paths were used`);
    for (const key of usedInternals.keys()) {
      const [scopeOrName, ...rest] = key.split('/');
      const pkg = scopeOrName.startsWith('@') ? `${scopeOrName}/${rest.shift()}` : scopeOrName;
      assert.ok(existsSync(path.join(ROOT, 'node_modules', pkg, rest.join('/'))), key);
    }
  });

  it('the linter leaves every generated folder alone (after `npm start`, `npm test` lints the sources only)', async () => {
    const { ESLint } = await import('eslint');
    const eslint = new ESLint({ cwd: ROOT });
    for (const generated of ['releases/mfe_forum/1.0.0-aaaaaaaaaa/remoteEntry.js', 'releases/site/current/pages/x.js', 'shell/dist/main.js', 'api/dist/server.js', 'api/.data/x.js', '.bench/x.js', '.e2e-artifacts/x.js']) {
      assert.equal(await eslint.isPathIgnored(path.join(ROOT, generated)), true, generated);
    }
    for (const source of ['scripts/site-files.mjs', 'shell/src/index.ts', 'api/src/server.ts']) {
      assert.equal(await eslint.isPathIgnored(path.join(ROOT, source)), false, source);
    }
  });

  it('a moved file fails with the package, its version and the path', () => {
    assert.throws(() => internalFile('@chakra-ui/react', 'dist/esm/moved-away.js', 'a test'), /@chakra-ui\/react 3\.\d+\.\d+ has no dist\/esm\/moved-away\.js, which the build uses \(a test\)/);
  });

  it('the loader that marks react-router’s React calls pure still finds them in its production build', () => {
    const pureReactCalls = require(path.join(ROOT, 'scripts/loaders/pure-react-calls.cjs'));
    const dir = path.join(ROOT, 'node_modules/react-router/dist/production');
    let marked = 0;
    let namesDropped = 0;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.mjs'))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      const output = pureReactCalls(source);
      marked += output.split('/* @__PURE__ */').length - source.split('/* @__PURE__ */').length;
      namesDropped += (source.match(/^\w+\.displayName = "[^"]*";$/gm) ?? []).length - (output.match(/^\w+\.displayName = "[^"]*";$/gm) ?? []).length;
    }
    assert.ok(marked >= 10, `only ${marked} React.memo/forwardRef/createContext calls were marked`);
    assert.ok(namesDropped >= 5, `only ${namesDropped} displayName lines were dropped`);
  });

  it('an app’s own pin of rspack or Module Federation is a conflict the build refuses; a range the site’s copy meets is not', () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'golf-pins-')), 'mfe-pinned');
    mkdirSync(dir);
    const site = (pkg: string) => ({ '@rspack/core': '2.3.2' })[pkg] ?? '2.9.2';
    const manifest = (devDependencies: Record<string, string>) => writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mfe-pinned', devDependencies }));
    try {
      // Every app of the site as it is: nothing pinned against the site.
      for (const app of FRONTEND_APPS) assert.deepEqual(toolingPinConflicts(path.join(ROOT, app.folder)), [], app.folder);
      manifest({ '@rspack/core': '~2.3.0', '@module-federation/enhanced': '^2.9.0' });
      assert.deepEqual(toolingPinConflicts(dir, site), []);
      manifest({ '@rspack/core': '2.3.3' });
      assert.deepEqual(toolingPinConflicts(dir, site), [
        "mfe-pinned pins @rspack/core 2.3.3, but every app is built with the site's 2.3.2 (rspack.shared.js; remotes run on the shell's federation runtime): remove it from mfe-pinned/package.json, or move the whole site to it in the root package.json.",
      ]);
      // A copy in the app's own node_modules would be ignored too, whatever its package.json says.
      manifest({});
      mkdirSync(path.join(dir, 'node_modules/@module-federation/enhanced'), { recursive: true });
      writeFileSync(path.join(dir, 'node_modules/@module-federation/enhanced/package.json'), JSON.stringify({ version: '2.8.2' }));
      assert.match(toolingPinConflicts(dir, site)[0], /^mfe-pinned pins @module-federation\/enhanced 2\.8\.2, .* and mfe-pinned\/node_modules, /);
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('the workspace packages never come from a registry: the scope has none, and every range names the workspace’s version', () => {
    // npm asks a registry for a workspace package whose range the workspace does not meet: the
    // @golf scope's registry is a name that never resolves, so that fails on this machine.
    const npmrc = readFileSync(path.join(ROOT, '.npmrc'), 'utf8');
    const registry = /^@golf:registry=(\S+)$/m.exec(npmrc)?.[1];
    assert.ok(registry && new URL(registry).hostname.endsWith('.invalid'), `.npmrc gives @golf the registry ${registry}`);
    const versions = Object.fromEntries(['shared', 'contract'].map((folder) => {
      const { name, version } = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
      return [name, version];
    }));
    for (const folder of workspaceFolders()) {
      const manifest = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
      for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }) as [string, string][]) {
        if (name in versions) assert.ok(satisfy(versions[name], range), `${folder} needs ${name} ${range} but the workspace's is ${versions[name]}: npm would look for it in a registry`);
      }
    }
  });
});
