// No request takes the front end down (issue 34): the six origins of `npm start` (the shell and
// every remote, scripts/site.mjs) get the hostile requests of scripts/fuzz-origin.mjs — malformed
// percent-encodings and targets, bad headers, Host, ranges, encodings and methods, a 10 MB path,
// pipelined and abandoned requests, traversal — and answer each with a 4xx (2xx/3xx only for the
// cases listed as benign there), and every origin still serves its files afterwards. No browser
// and no API. The same harness is pointed at Caddy in the production topology's journeys.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CASES, fuzzOrigin } from '../../scripts/fuzz-origin.mjs';
import { serveApps, sitePorts } from '../../scripts/site.mjs';

const base = Number(process.env.E2E_PORT_BASE ?? 3600);
const { apps, apiPort } = sitePorts(base, base + 1000);
let site: Awaited<ReturnType<typeof serveApps>>;
let releasesDir: string;

/** A file each origin must still serve: the shell's page, each remote's published manifest. */
function liveFileOf(name: string): string {
  const composition = site.composition() as { remotes: Array<{ name: string; entry: string }> };
  if (name === 'shell') return `http://localhost:${apps[0].port}/`;
  const remote = composition.remotes.find((candidate) => candidate.name === name);
  assert.ok(remote, `${name} is in the composition`);
  return remote.entry;
}

const benign = new Set(CASES.filter((testCase) => testCase.allow?.includes('2xx')).map((testCase) => testCase.name));

describe('front-end origins under hostile requests', () => {
  before(async () => {
    releasesDir = mkdtempSync(path.join(os.tmpdir(), 'golf-fuzz-releases-'));
    site = await serveApps({ apps, apiUrl: `http://localhost:${apiPort}`, releases: releasesDir });
  });
  after(async () => {
    await site?.stop();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  it('lists more than 40 cases, most of which must be refused', () => {
    assert.ok(CASES.length > 40, `${CASES.length} cases`);
    assert.ok(CASES.length - benign.size > 40, `${CASES.length - benign.size} cases must get a 4xx`);
  });

  for (const app of apps) {
    it(`${app.name} answers every case with a 4xx (or the benign ones with 2xx/3xx) and keeps serving`, async () => {
      const origin = `http://localhost:${app.port}`;
      const results = await fuzzOrigin(origin);
      assert.deepEqual(
        results.filter((result) => result.problem).map((result) => `${result.case}: ${result.problem}`),
        [],
      );
      for (const result of results) {
        for (const status of result.statuses) {
          const ok = status >= 400 && status < 500 ? true : benign.has(result.case) && status >= 200 && status < 400;
          assert.ok(ok, `${app.name}, ${result.case}: ${status}`);
        }
      }
      // The Node server does not answer an escape from its folder with a page, whatever the app.
      for (const result of results.filter((entry) => entry.case.startsWith('traversal '))) {
        assert.ok(result.status !== null && result.status >= 400 && result.status < 500, `${app.name}, ${result.case}: ${result.status}`);
      }
      const after = await fetch(liveFileOf(app.name));
      assert.equal(after.status, 200, `${app.name} still serves ${liveFileOf(app.name)}`);
    });
  }
});
