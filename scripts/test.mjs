// `npm test`: the type check, the linter, the frontends' unit tests (jest), the API's tests (embedded database, and
// PostgreSQL too when DATABASE_URL is set), then the browser journeys over the production build.
// Ends with one line `N passed, N failed`, the count of every test that ran.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit api`

function run(label, command, args, options = {}) {
  // Buffered: the output is printed whole when the command ends (commands running side by side).
  const { buffered = false, ...spawnOptions } = options;
  const heading = `\n=== ${label}: ${[command, ...args].join(' ')}\n`;
  if (!buffered) process.stdout.write(heading);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: process.env, ...spawnOptions, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const forward = (stream) => (chunk) => {
      output += chunk;
      if (!buffered) stream.write(chunk);
    };
    child.stdout.on('data', forward(process.stdout));
    child.stderr.on('data', forward(process.stderr));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(heading + output);
      resolve({ code: code ?? 1, output });
    });
  });
}

/** node:test prints `ℹ pass N` / `ℹ fail N` (spec) or `# pass N` (tap) once per run. */
function nodeTestCounts(output) {
  let passed = 0;
  let failed = 0;
  for (const match of output.matchAll(/^[ℹ#]\s+(pass|fail)\s+(\d+)\s*$/gm)) {
    if (match[1] === 'pass') passed += Number(match[2]);
    else failed += Number(match[2]);
  }
  return { passed, failed };
}

/**
 * What failed and why, from node:test's closing "✖ failing tests:" sections, so the end of the run
 * (all a CI log viewer may keep) says it, not only the count. Each section cut at 40 lines.
 */
function nodeTestFailures(output) {
  const spec = output
    .split(/^\s*✖ failing tests:\s*$/m)
    .slice(1)
    .map((section) => section.split('\n').slice(0, 40).join('\n').trim())
    .filter(Boolean);
  // TAP (the API's runs): each `not ok` with its error lines, not the suites that only contain one.
  const tap = [];
  const lines = output.split('\n');
  lines.forEach((line, index) => {
    const failed = /^(\s*)not ok \d+ - (.*)$/.exec(line);
    if (!failed) return;
    const block = [];
    for (let next = index + 1; next < lines.length && block.length < 16 && !/^\s*\.\.\.\s*$/.test(lines[next]); next += 1) {
      if (!/^\s*(duration_ms|stack|type|code):/.test(lines[next])) block.push(lines[next].trim());
    }
    if (!block.some((entry) => entry.includes("failureType: 'subtestsFailed'"))) tap.push(`✖ ${failed[2]}\n  ${block.filter(Boolean).join('\n  ')}`);
  });
  return [...spec, ...tap];
}

/** The failures each phase saw, printed again before the last line. */
const failures = [];

const phases = [
  {
    // The apps and shared/, the API and the journeys compile without a type error (one check each).
    // tsc uses one core: the three checks run side by side.
    name: 'types',
    async run() {
      const projects = ['tsconfig.json', 'api/tsconfig.json', 'e2e/tsconfig.json'];
      const results = await Promise.all(
        projects.map((project) => run(`type check of ${project}`, process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project, '--noEmit'], { buffered: true })),
      );
      const passed = results.filter(({ code }) => code === 0).length;
      return { passed, failed: results.length - passed };
    },
  },
  {
    // ESLint over the whole workspace, import boundaries included (eslint.config.js): one check.
    name: 'lint',
    async run() {
      const { code } = await run('lint', process.execPath, [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--max-warnings=0', '.']);
      return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
    },
  },
  {
    name: 'unit',
    async run() {
      const report = path.join(os.tmpdir(), `golf-jest-${process.pid}.json`);
      const { code } = await run('frontend unit tests', process.execPath, [
        path.join(ROOT, 'node_modules/jest/bin/jest.js'),
        '--ci',
        '--json',
        `--outputFile=${report}`,
        ...(process.env.CI ? ['--maxWorkers=2'] : []),
      ]);
      try {
        const result = JSON.parse(readFileSync(report, 'utf8'));
        rmSync(report, { force: true });
        // A suite that failed to load has no test results: count it as a failure.
        const brokenSuites = result.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0).length;
        for (const suite of result.testResults.filter((candidate) => candidate.status === 'failed')) {
          const tests = suite.assertionResults.filter((test) => test.status === 'failed');
          const why = tests.length ? tests.map((test) => `✖ ${test.fullName}\n${(test.failureMessages ?? []).join('\n').split('\n').slice(0, 12).join('\n')}`) : [suite.message.split('\n').slice(0, 12).join('\n')];
          failures.push(`${path.relative(ROOT, suite.name)}\n${why.join('\n')}`);
        }
        return { passed: result.numPassedTests, failed: result.numFailedTests + brokenSuites };
      } catch {
        return { passed: 0, failed: code === 0 ? 0 : 1 };
      }
    },
  },
  {
    name: 'api',
    async run() {
      const { code, output } = await run('API tests', 'npm', ['test', '-w', 'api']);
      failures.push(...nodeTestFailures(output));
      const counts = nodeTestCounts(output);
      return code !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
    },
  },
  {
    name: 'e2e',
    async run() {
      const { code, output } = await run('browser journeys', 'npm', ['test', '-w', 'e2e']);
      failures.push(...nodeTestFailures(output));
      const counts = nodeTestCounts(output);
      return code !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
    },
  },
];

let passed = 0;
let failed = 0;
for (const phase of phases.filter((candidate) => !only.length || only.includes(candidate.name))) {
  const started = Date.now();
  const counts = await phase.run();
  console.log(`=== ${phase.name}: ${counts.passed} passed, ${counts.failed} failed (${Math.round((Date.now() - started) / 1000)} s)`);
  passed += counts.passed;
  failed += counts.failed;
}
if (failures.length) console.log(`\n=== what failed, again (the full output is above)\n${failures.join('\n\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
