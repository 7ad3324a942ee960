// Releases as a feature team makes them (scripts/release.mjs), against a test site's own
// releases folder.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VARIANTS = path.join(ROOT, '.e2e-artifacts/remote-variants');

/**
 * A copy of a remote's folder with a change (a team's next version), built from the same
 * repository: its config imports the build factory by absolute path, and modules resolve from the
 * repository's node_modules as the original's do.
 */
export function remoteVariant(folder: string, variant: string, change: (dir: string) => void): string {
  const dir = path.join(VARIANTS, variant);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'package.json']) cpSync(path.join(ROOT, folder, entry), path.join(dir, entry), { recursive: true });
  const config = readFileSync(path.join(ROOT, folder, 'rspack.config.mjs'), 'utf8');
  writeFileSync(path.join(dir, 'rspack.config.mjs'), config.replace("'../rspack.shared.js'", JSON.stringify(path.join(ROOT, 'rspack.shared.js'))));
  change(dir);
  return dir;
}

/** Replaces text in a file of a variant; fails when the text is not there (a test that changes nothing proves nothing). */
export function replaceIn(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(file, text.replace(from, to));
}

export function removeVariants(): void {
  rmSync(VARIANTS, { recursive: true, force: true });
}

/** Runs `npm run release|rollback -- …` (scripts/release.mjs) on a site's releases; returns its output. */
export function releaseCommand(releasesDir: string, ...args: string[]): string {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/release.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, RELEASES_DIR: releasesDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`release.mjs ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}
