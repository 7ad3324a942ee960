// The federation plugin writes, for every shared module a bundle consumes or provides, a record in
// the bundle's runtime (`consumes_loading`, `sharing`). Some of its fields the bundler runtime never
// reads: `import` (the module's absolute path on the build machine, or null), `treeShakingMode:
// null` (read only with shared tree shaking, which is off), `fallback: undefined`, and the
// defaults `strictVersion: false` and `eager: false` (a missing one is false:
// @module-federation/webpack-bundler-runtime updateOptions.js, runtime-core share.js). The
// `shareScope` stays: the federation runtime's own copy of the consume table reads it as it is.
// They were about 0.4 KB gzipped of main.js and 0.1 KB of every remoteEntry.js, on every first visit.

/** The fields left out of one runtime module's source (its data object only: keys, not code). */
export function trimShareData(source) {
  return source
    .replace(/, import: "[^"]*"/g, '')
    .replace(/, treeShakingMode: null/g, '')
    .replace(/, strictVersion: false/g, '')
    .replace(/, import: null/g, '')
    .replace(/, eager: (?:false|0)\b/g, '')
    .replace(/, fallback: undefined/g, '');
}

const TRIMMED = new Set(['consumes_loading', 'sharing']);

/** The rspack plugin: every app, production and development alike. */
export class ShareDataPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ShareDataPlugin', (compilation) => {
      compilation.hooks.runtimeModule.tap('ShareDataPlugin', (module) => {
        if (!TRIMMED.has(module.name) || typeof module.source?.source === 'undefined') return;
        const source = module.source.source.toString('utf-8');
        const trimmed = trimShareData(source);
        if (trimmed !== source) module.source.source = Buffer.from(trimmed, 'utf-8');
      });
    });
  }
}
