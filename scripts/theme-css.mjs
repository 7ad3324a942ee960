// The theme's global stylesheet, made at build time (decision 66). Chakra's createSystem turns the
// whole theme into CSS objects (the reset, globalCss, and every token as a CSS variable), and its
// provider then has emotion serialize and insert them: on a phone, a few hundred milliseconds of
// script before the first paint, for text that is the same on every visit. The shell's build runs
// the same theme module (shared/src/theme/system.ts) in Node, turns those objects into CSS exactly
// as emotion's Global does, and ships the result as a stylesheet in the page's head; the page then
// skips that work (shared/src/theme/AppProvider.tsx, scripts/loaders/lazy-chakra-global.cjs).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { internalFile } from './package-internals.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const THEME_MODULE = path.join(rootDir, 'shared/src/theme/system.ts');
/** The attribute that marks the stylesheet, for the provider to find. */
export const THEME_LINK_ATTRIBUTE = 'data-golf-theme';

/** Bundles the theme module for Node (it is TypeScript and reaches Chakra's recipes by an alias). */
async function loadThemeSystem() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'golf-theme-'));
  try {
    const compiler = rspack({
      mode: 'none',
      target: 'node',
      context: rootDir,
      entry: THEME_MODULE,
      output: { path: outDir, filename: 'system.cjs', library: { type: 'commonjs2' } },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: { '@chakra-ui-theme': internalFile('@chakra-ui/react', 'dist/esm/theme', 'recipes one file at a time') },
      },
      module: {
        rules: [
          { test: /\.tsx?$/, exclude: /node_modules/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }, type: 'javascript/auto' },
        ],
      },
      optimization: { minimize: false },
      infrastructureLogging: { level: 'error' },
      stats: 'errors-only',
    });
    await new Promise((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error) reject(error);
        else if (stats.hasErrors()) reject(new Error(`the theme module did not build:\n${stats.toString('errors-only')}`));
        else resolve();
      });
    });
    return createRequire(import.meta.url)(path.join(outDir, 'system.cjs')).system;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * What ChakraProvider inserts with emotion's Global: the layer order, then the reset, globalCss and
 * tokens. Emotion's own stylis pipeline (the one its cache runs outside a browser) makes the text,
 * so the rules are the ones the provider would have inserted.
 */
export function globalCssOf(system) {
  const cache = createCache({ key: 'golf-theme' });
  return [system.layers.atRule, system._global].map((styles) => cache.insert('', serializeStyles([styles], cache.registered), cache.sheet, false)).join('');
}

/** The stylesheet's text and its file name (content-hashed, so it is kept for good). */
export async function themeStylesheet() {
  const css = globalCssOf(await loadThemeSystem());
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  return { css, fileName: `theme.${hash}.css` };
}


/**
 * The shell's build: emits the stylesheet and links it first in the page's head, marked with
 * THEME_LINK_ATTRIBUTE. Made again when the theme module changes (a dev server watching).
 */
export class ThemeStylesheetPlugin {
  apply(compiler) {
    const name = 'GolfThemeStylesheet';
    let made = null;
    let madeFrom = null;
    const make = async () => {
      const { mtimeMs } = await stat(THEME_MODULE);
      if (!made || madeFrom !== mtimeMs) {
        made = await themeStylesheet();
        madeFrom = mtimeMs;
      }
    };
    compiler.hooks.beforeRun.tapPromise(name, make);
    compiler.hooks.watchRun.tapPromise(name, make);
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.fileDependencies.add(THEME_MODULE);
      compilation.hooks.processAssets.tap({ name, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // Already compact, and exactly what emotion would insert: the CSS minifier would drop the
        // layer-order statement and move declarations.
        compilation.emitAsset(made.fileName, new compiler.rspack.sources.RawSource(made.css), { minimized: true, immutable: true });
      });
      compiler.rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(name, async (data) => {
        data.assetTags.styles.unshift({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'stylesheet', href: `${data.publicPath}${made.fileName}`, [THEME_LINK_ATTRIBUTE]: true },
        });
        return data;
      });
    });
  }
}
