// Releases as a feature team makes them (scripts/release.mjs), against a test site's own
// releases folder.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VARIANTS = path.join(ROOT, '.e2e-artifacts/remote-variants');

/**
 * A copy of an app's folder (a remote's or the shell's) with a change (a team's next version),
 * built from the same repository: its config imports the build factory by absolute path, and
 * modules resolve from the repository's node_modules as the original's do.
 */
export function remoteVariant(folder: string, variant: string, change: (dir: string) => void): string {
  const dir = path.join(VARIANTS, variant);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'public', 'package.json']) {
    if (existsSync(path.join(ROOT, folder, entry))) cpSync(path.join(ROOT, folder, entry), path.join(dir, entry), { recursive: true });
  }
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

/**
 * A remote new to the site, in a folder of its own (not among the workspaces): one public page at
 * `route` whose heading is `heading` in the visitor's language. What a team's first release is.
 */
export function newRemote(variant: string, { name, module, heading }: { name: string; module: string; heading: { zh: string; en: string } }): string {
  const dir = path.join(VARIANTS, variant);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src/routes'), { recursive: true });
  const range = JSON.parse(readFileSync(path.join(ROOT, 'mfe-forum/package.json'), 'utf8')).dependencies as Record<string, string>;
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: name.replace(/_/g, '-'), version: '1.0.0', private: true, dependencies: range }, null, 2));
  writeFileSync(
    path.join(dir, 'rspack.config.mjs'),
    `import { createAppConfig } from ${JSON.stringify(path.join(ROOT, 'rspack.shared.js'))};\n` +
      `export default createAppConfig({ name: '${name}', dir: import.meta.dirname, exposes: { '${module}': './src/routes/Page.tsx' } });\n`,
  );
  writeFileSync(path.join(dir, 'src/index.ts'), "import('./bootstrap');\n");
  writeFileSync(
    path.join(dir, 'src/bootstrap.tsx'),
    "import { startStandalone } from '@golf/shared/standalone/start-standalone';\nimport Page from './routes/Page';\n\nvoid startStandalone('" + name + "', [{ path: '/', element: <Page /> }]);\n",
  );
  writeFileSync(
    path.join(dir, 'src/routes/Page.tsx'),
    "import { Heading } from '@chakra-ui/react/heading';\nimport { useTranslation } from 'react-i18next';\n\n" +
      `const HEADING = ${JSON.stringify(heading)};\n\n` +
      "export default function Page() {\n  const { i18n } = useTranslation();\n  return <Heading as=\"h1\">{i18n.language?.startsWith('en') ? HEADING.en : HEADING.zh}</Heading>;\n}\n",
  );
  return dir;
}

/** Runs `npm run release|rollback -- …` (scripts/release.mjs) on a site's releases; returns its output. */
export function releaseCommand(releasesDir: string, ...args: string[]): string {
  return releaseCommandWith({}, releasesDir, ...args);
}

/** Runs scripts/release.mjs on a site's releases with more environment; returns how it ended. */
export function runRelease(env: Record<string, string>, releasesDir: string, ...args: string[]) {
  return spawnSync(process.execPath, [path.join(ROOT, 'scripts/release.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, RELEASES_DIR: releasesDir },
    encoding: 'utf8',
  });
}

/** releaseCommand with more environment (COMPOSITION_TEMPLATE: a copy of the site's composition). */
export function releaseCommandWith(env: Record<string, string>, releasesDir: string, ...args: string[]): string {
  const result = runRelease(env, releasesDir, ...args);
  if (result.status !== 0) throw new Error(`release.mjs ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}
