// The public surface of the @golf/shared modules the shell provides (scripts/api-report.mjs,
// issue 38 point 4): recorded with its version in shared/api-report.d.ts, so a change of what a
// provided module exports without a new @golf/shared version fails `npm test` here, before a remote
// built against the old surface crashes at render.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../../scripts/apps.mjs';
import { checkReport, currentSurface, providedModules, readReport, sharedVersion } from '../../scripts/api-report.mjs';

const PAGINATION = 'utils/pagination.ts';
const paginationSource = () => readFileSync(path.join(ROOT, 'shared/src', PAGINATION), 'utf8');

describe('the surface @golf/shared provides to the remotes', () => {
  it('is recorded for every provided module, at @golf/shared’s current version, as the sources declare it', () => {
    const recorded = readReport();
    assert.ok(recorded, 'shared/api-report.d.ts exists');
    assert.deepEqual(Object.keys(recorded.surface).sort(), providedModules());
    assert.ok(providedModules().includes('auth/auth-store.ts') && providedModules().includes('i18n/i18n.ts'));
    assert.equal(checkReport(), null);
    assert.equal(recorded.version, sharedVersion());
  });

  it('a changed export under the same version fails, naming the module and what to do; a change inside a function does not', () => {
    const recorded = readReport()!;
    const version = recorded.version!;
    // A breaking change of a signature (the second parameter became an options object; only the
    // declaration matters here, not whether the body still compiles).
    const breaking = currentSurface([PAGINATION], {
      overrides: { [PAGINATION]: paginationSource().replace('paginationItems(current: number, total: number)', 'paginationItems(current: number, options: { total: number })') },
    });
    assert.notEqual(breaking[PAGINATION], recorded.surface[PAGINATION], 'the copy changed its declaration');
    const surface = { ...recorded.surface, ...breaking };
    assert.equal(
      checkReport({ recorded, version, surface }),
      `@golf/shared's provided modules changed what they export (${PAGINATION}) but its version is still ${version}: ` +
        "raise shared/package.json's minor version for additions, its major for a change that breaks an existing export, then node scripts/api-report.mjs --write",
    );
    // With the version raised, the report is only to be written again.
    assert.match(checkReport({ recorded, version: '2.0.0', surface })!, /^@golf\/shared 2\.0\.0 changed utils\/pagination\.ts: node scripts\/api-report\.mjs --write/);
    // An added export is a change of surface too (it needs a minor version).
    const added = currentSurface([PAGINATION], { overrides: { [PAGINATION]: `${paginationSource()}\nexport const FIRST_PAGE = 1;\n` } });
    assert.match(checkReport({ recorded, version, surface: { ...recorded.surface, ...added } })!, /changed what they export \(utils\/pagination\.ts\)/);
    // A change inside a function body or a comment leaves the surface alone.
    const internal = currentSurface([PAGINATION], { overrides: { [PAGINATION]: paginationSource().replace('if (total <= 0) return [];', '// none\n  if (total < 1) return [];') } });
    assert.equal(internal[PAGINATION], recorded.surface[PAGINATION]);
  });

  it('a version raised without the report written again fails too, saying so', () => {
    const recorded = readReport()!;
    assert.equal(
      checkReport({ recorded, version: '9.9.9', surface: recorded.surface }),
      `@golf/shared is 9.9.9 but shared/api-report.d.ts was recorded for ${recorded.version}: node scripts/api-report.mjs --write`,
    );
  });
});
