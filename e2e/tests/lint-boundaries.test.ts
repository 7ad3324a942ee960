// The lint rules that keep the architecture's boundaries (eslint.config.js) fail where they should
// (issue 37): code that ships importing the build tooling, the API's core importing a feature, and an import cycle. Each case lints a
// small module as if it stood at a path of the workspace; no browser and no API.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The rules a module breaks, linted as if it stood at `filePath`. ESLint runs in its own plain Node
 * process, as `npm run lint` does: under this runner's TypeScript loader the import resolver found
 * nothing, and every import rule passed.
 */
function ruleIdsOf(code: string, filePath: string): string[] {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', '--stdin', '--stdin-filename', path.join(root, filePath)],
    { cwd: root, input: code, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint boundaries', () => {
  it('an app, @golf/shared or the API importing scripts/ or the build factory fails', () => {
    for (const [file, from] of [
      ['shell/src/app/uses-tooling.ts', '../../../scripts/head-start.mjs'],
      ['mfe-forum/src/uses-tooling.ts', '../../rspack.shared.js'],
      ['shared/src/uses-tooling.ts', '../../scripts/apps.mjs'],
      ['api/src/uses-tooling.ts', '../../scripts/site-map.mjs'],
    ]) {
      const ids = ruleIdsOf(`import * as tooling from '${from}';\nexport const used = tooling;\n`, file);
      assert.ok(ids.includes('import-x/no-restricted-paths'), `${file} importing ${from}: ${ids.join(', ')}`);
    }
  });

  it('the tooling itself and an app’s build config may use it', () => {
    assert.deepEqual(ruleIdsOf(`import { ROOT } from './apps.mjs';\nexport const root = ROOT;\n`, 'scripts/uses-apps.mjs'), []);
    assert.deepEqual(
      ruleIdsOf(`import { createAppConfig } from '../rspack.shared.js';\nexport const config = createAppConfig;\n`, 'shell/uses-factory.mjs'),
      [],
    );
  });

  it('the API’s core importing a feature folder fails; a feature importing core does not', () => {
    for (const [file, from] of [
      ['api/src/core/uses-feature.ts', '../users/table.js'],
      ['api/src/core/nested/uses-feature.ts', '../../payments/service.js'],
    ]) {
      const ids = ruleIdsOf(`import * as feature from '${from}';\nexport const used = feature;\n`, file);
      assert.ok(ids.includes('import-x/no-restricted-paths'), `${file} importing ${from}: ${ids.join(', ')}`);
    }
    assert.deepEqual(ruleIdsOf(`import { HttpError } from '../core/http-error.js';\nexport const used = HttpError;\n`, 'api/src/users/uses-core.ts'), []);
    assert.deepEqual(ruleIdsOf(`import type { Db } from '../db/client.js';\nexport type Used = Db;\n`, 'api/src/core/uses-db.ts'), []);
  });

  it('an import cycle fails', () => {
    // no-cycle follows real files: two modules that import each other, in a scratch folder of an app.
    const dir = mkdtempSync(path.join(root, 'shell/src/cycle-check-'));
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const relative = path.relative(root, path.join(dir, 'a.ts'));
      const ids = ruleIdsOf("import { b } from './b';\nexport const a = () => b;\n", relative);
      assert.ok(ids.includes('import-x/no-cycle'), ids.join(', '));
      // Without the cycle the same module is clean.
      writeFileSync(path.join(dir, 'b.ts'), 'export const b = () => 1;\n');
      assert.deepEqual(ruleIdsOf("import { b } from './b';\nexport const a = () => b;\n", relative), []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
