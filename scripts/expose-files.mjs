// Every script a remote's exposed module needs before it runs, for the page's head start
// (architecture §4 "First visit", decision 69). Loading an exposed module loads every chunk of its
// chunk group, and then, for each shared module it imports that the page has no copy of, the
// remote's own copy (a "fallback", with the shared modules that one imports in turn). The
// federation runtime finds out about the fallbacks only once main.js has run, and mf-manifest.json
// lists neither all of a group's chunks nor which fallbacks an exposed module needs, so the build
// writes `expose-files.json` beside it:
//
//   { "exposes":   { "./Discussions": { "files": [...], "styles": [...], "shares": ["@chakra-ui/react/avatar", ...] } },
//     "fallbacks": { "@chakra-ui/react/avatar": { "files": [...], "shares": [...] } } }
//
// The shell's server preloads an opened route's files and the fallbacks of the shares the shell
// does not provide (scripts/head-start.mjs), so they download beside main.js.

const CONSUMED = /^consume shared module \([^)]*\) (@?[^@\s]+)@/;
const PROVIDED = /^provide shared module \([^)]*\) (@?[^@\s]+)@/;
export const EXPOSE_FILES = 'expose-files.json';

const filesOf = (group, extension) => [...new Set(group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith(extension))))].sort();
const scriptsOf = (group) => filesOf(group, '.js');

/** The rspack plugin (remotes only). */
export class ExposeFilesPlugin {
  /** @param {Record<string, string>} exposes the remote's exposes (`./Discussions` → its file) */
  constructor(exposes) {
    this.exposes = Object.keys(exposes);
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.compilation.tap('ExposeFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ExposeFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph } = compilation;
        const blockGroupOf = (module) => module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).find(Boolean);
        // The runtime loads a share this remote provides through the factory it registered in the
        // share scope (its "provide" module's chunk group), not through the consumer's own fallback
        // block: the two may be split differently.
        const provided = new Map();
        for (const module of compilation.modules) {
          const key = PROVIDED.exec(module.identifier())?.[1];
          const group = key && blockGroupOf(module);
          if (group) provided.set(key, group);
        }
        const fallbacks = {};
        /** The share keys a chunk group's modules import, each one's fallback described once. */
        const sharesOf = (group) => {
          const keys = new Set();
          for (const chunk of group.chunks) {
            for (const module of chunkGraph.getChunkModules(chunk)) {
              const key = CONSUMED.exec(module.identifier())?.[1];
              if (!key) continue;
              keys.add(key);
              if (fallbacks[key]) continue;
              fallbacks[key] = { files: [], shares: [] };
              const fallback = provided.get(key) ?? blockGroupOf(module);
              if (fallback) fallbacks[key] = { files: scriptsOf(fallback), shares: sharesOf(fallback) };
            }
          }
          return [...keys].sort();
        };
        const exposes = {};
        for (const expose of this.exposes) {
          // The federation plugin names an exposed module's chunk group after it.
          const group = compilation.chunkGroups.find((candidate) => candidate.name === `__federation_expose_${expose.replace(/^\.\//, '')}`);
          if (group) exposes[expose] = { files: scriptsOf(group), styles: filesOf(group, '.css'), shares: sharesOf(group) };
        }
        const sortedFallbacks = Object.fromEntries(Object.entries(fallbacks).sort(([a], [b]) => a.localeCompare(b)));
        compilation.emitAsset(EXPOSE_FILES, new RawSource(`${JSON.stringify({ exposes, fallbacks: sortedFallbacks }, null, 2)}\n`));
      });
    });
  }
}

/**
 * The files some exposed modules of a remote need on a page whose shell provides `shellShared`:
 * their chunk groups' scripts and stylesheets, then the fallbacks of every share the shell lacks,
 * with the shares those import in turn. null when the remote's build has no expose-files.json (an
 * older release).
 * @param {{ exposeFiles: any, modules: string[], shellShared: Set<string> }} options
 * @returns {{ scripts: string[], styles: string[] } | null} file names relative to the remote's manifest
 */
export function filesNeeded({ exposeFiles, modules, shellShared }) {
  if (!exposeFiles?.exposes || !exposeFiles.fallbacks) return null;
  const files = new Set();
  const styles = new Set();
  const seen = new Set();
  const addShares = (keys) => {
    for (const key of keys ?? []) {
      if (seen.has(key) || shellShared.has(key)) continue;
      seen.add(key);
      const fallback = exposeFiles.fallbacks[key];
      for (const file of fallback?.files ?? []) files.add(file);
      addShares(fallback?.shares);
    }
  };
  for (const module of modules) {
    const expose = exposeFiles.exposes[module];
    if (!expose) return null;
    for (const file of expose.files) files.add(file);
    for (const file of expose.styles ?? []) styles.add(file);
    addShares(expose.shares);
  }
  return { scripts: [...files], styles: [...styles] };
}
