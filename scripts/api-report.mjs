// The public surface of the @golf/shared modules the shell provides (architecture §2, "Shipping a
// @golf/shared change"; issue 38 point 4). A remote runs against the shell's copy of these
// modules, so a change of what they export is a change of the contract every remote was built
// against: it must come with a new @golf/shared version, or a remote built against the old surface
// crashes at render ("TypeError: t is not a function") with nothing having failed before.
//
// The surface is the declarations TypeScript emits for each provided module (its .d.ts, comments
// left out), recorded in shared/api-report.d.ts with the version they belong to. `npm test`
// (e2e/tests/shared-api-report.test.ts) compares it with the sources; `--write` records it again,
// and refuses while the surface changed under the same version.
//
//   node scripts/api-report.mjs            compare; exit 1 with what to do when they differ
//   node scripts/api-report.mjs --write    record the surface (after raising the version)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './apps.mjs';

export const REPORT_FILE = path.join(ROOT, 'shared/api-report.d.ts');
const HEADER = '// @golf/shared ';

/** The provided modules (rspack.shared.js SHELL_PROVIDED_GOLF_FILES), read from the factory's text (importing it loads the bundler). */
export function providedModules() {
  const text = readFileSync(path.join(ROOT, 'rspack.shared.js'), 'utf8');
  const list = /export const SHELL_PROVIDED_GOLF_FILES = \[([\s\S]*?)\];/.exec(text)?.[1];
  if (!list) throw new Error('rspack.shared.js has no SHELL_PROVIDED_GOLF_FILES list');
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/'([^']+)'/g)].map((match) => match[1]).sort();
}

export function sharedVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')).version;
}

/**
 * Each provided module's declarations, as TypeScript emits them for the repository's settings.
 * `overrides` replaces modules' source texts (a test's changed copy), by module name.
 *
 * @param {string[]} [modules]
 * @param {{ overrides?: Record<string, string> }} [options]
 * @returns {Record<string, string>}
 */
export function currentSurface(modules = providedModules(), { overrides = {} } = {}) {
  const configFile = path.join(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  const files = modules.map((module) => path.join(ROOT, 'shared/src', module));
  const compilerOptions = { ...options, noEmit: false, declaration: true, emitDeclarationOnly: true, removeComments: true, declarationMap: false, sourceMap: false, outDir: undefined, declarationDir: undefined };
  const host = ts.createCompilerHost(compilerOptions);
  const replaced = new Map(Object.entries(overrides).map(([module, text]) => [path.join(ROOT, 'shared/src', module), text]));
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => replaced.get(path.resolve(file)) ?? readFile(file);
  const program = ts.createProgram(files, compilerOptions, host);
  const emitted = new Map();
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not a source file`);
    program.emit(source, (name, text) => emitted.set(file, text.replace(/\r\n/g, '\n').trim()), undefined, true);
  }
  return Object.fromEntries(modules.map((module, index) => [module, emitted.get(files[index]) ?? '']));
}

/** The report's text: the version, then each module's declarations under its name. */
export function reportText(version, surface) {
  const lines = [
    `${HEADER}${version}: the public surface of the modules the shell provides, as TypeScript declares them.`,
    '// Written by `node scripts/api-report.mjs --write`; compared by `npm test`. Do not edit by hand.',
  ];
  for (const [module, declarations] of Object.entries(surface)) lines.push('', `// ---- ${module}`, declarations);
  return `${lines.join('\n')}\n`;
}

/**
 * The recorded report: its version and each module's declarations.
 * @returns {{ version: string | null, surface: Record<string, string> } | null}
 */
export function readReport(file = REPORT_FILE) {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8');
  const version = new RegExp(`^${HEADER}(\\S+):`).exec(text)?.[1] ?? null;
  /** @type {Record<string, string>} */
  const surface = {};
  for (const part of text.split(/^\/\/ ---- /m).slice(1)) {
    const newline = part.indexOf('\n');
    surface[part.slice(0, newline).trim()] = part.slice(newline + 1).trim();
  }
  return { version, surface };
}

/** The provided modules whose surface differs between two records (added or removed ones too). */
export function changedModules(recorded, current) {
  return [...new Set([...Object.keys(recorded), ...Object.keys(current)])].filter((module) => recorded[module] !== current[module]).sort();
}

/**
 * Compares the recorded surface with the sources. Returns null when they agree, else one message
 * saying what changed and what to do (raise the version, or record the report again).
 */
export function checkReport({ recorded = readReport(), version = sharedVersion(), surface = currentSurface() } = {}) {
  if (!recorded) return `shared/api-report.d.ts is missing: node scripts/api-report.mjs --write records it`;
  const changed = changedModules(recorded.surface, surface);
  if (!changed.length) {
    return recorded.version === version ? null : `@golf/shared is ${version} but shared/api-report.d.ts was recorded for ${recorded.version}: node scripts/api-report.mjs --write`;
  }
  if (recorded.version === version) {
    return (
      `@golf/shared's provided modules changed what they export (${changed.join(', ')}) but its version is still ${version}: ` +
      'raise shared/package.json\'s minor version for additions, its major for a change that breaks an existing export, then node scripts/api-report.mjs --write'
    );
  }
  return `@golf/shared ${version} changed ${changed.join(', ')}: node scripts/api-report.mjs --write records the new surface`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const surface = currentSurface();
  const version = sharedVersion();
  const recorded = readReport();
  if (process.argv.includes('--write')) {
    if (recorded && recorded.version === version && changedModules(recorded.surface, surface).length) {
      console.error(checkReport({ recorded, version, surface }));
      process.exit(1);
    }
    writeFileSync(REPORT_FILE, reportText(version, surface));
    console.log(`recorded the surface of ${Object.keys(surface).length} modules for @golf/shared ${version}`);
  } else {
    const problem = checkReport({ recorded, version, surface });
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
    console.log(`@golf/shared ${version}: the provided modules' surface is as recorded`);
  }
}
