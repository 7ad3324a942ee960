// A page's head start (architecture §4 "First visit"): what the browser can fetch while main.js is
// still downloading. Without it, the opened route's remote (manifest, remoteEntry.js, the chunks of
// its page and of its prefetch module) was asked for only after main.js had run, on a connection to
// the remote's origin opened only then, and the first API call opened its own. The release step
// (scripts/site-files.mjs) knows the route table and reads the remote's manifest where it is
// published, so each route's page names those files in its head and warms both connections. The shell still preloads the same
// files once it runs (shell/src/federation/registry.ts); the browser then takes the responses it
// already has. Member and admin routes get only the connections: their code waits for the session,
// and a visitor must not download admin code.
import { combinedScriptsUrl } from './combined-scripts.mjs';
import { EXPOSE_FILES, filesNeeded } from './expose-files.mjs';
import { firstReadsTags, textsChunks } from './first-reads.mjs';
import { pageJsonBlock } from './page-data.mjs';

/** The site's language before a visitor picks one (shared/src/i18n/i18n.ts). */
const DEFAULT_LANGUAGE = 'zh';

/** Marks the preload of a route's first screen as one file; the shell runs it (first-screen-bundle.ts). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-golf-first-screen';

const escapeAttribute = (text) => String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The route a path belongs to: its own path or one below it (as the shell decides). */
function routeFor(composition, pathname) {
  return (composition.routes ?? []).find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The async chunks of a remote's exposed module (its texts among them), as its manifest names them. */
function asyncFilesOf(manifest, module) {
  return manifest.exposes.find((candidate) => candidate.path === module)?.assets?.js?.async ?? [];
}

/** The files a remote's exposed module needs at once, as addresses, from its mf-manifest.json. */
function filesOf(manifest, manifestUrl, exposedModules) {
  const base = new URL('.', manifestUrl);
  const { remoteEntry } = manifest.metaData;
  const scripts = [new URL(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, base).href];
  const styles = [];
  for (const module of exposedModules) {
    const exposed = manifest.exposes.find((candidate) => candidate.path === module);
    if (!exposed) continue;
    for (const file of exposed.assets.js.sync) scripts.push(new URL(file, base).href);
    for (const file of exposed.assets.css.sync) styles.push(new URL(file, base).href);
  }
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * @param {{ composition: () => { remotes: Array<{ name: string, entry: string }>, routes?: Array<{ path: string, remote: string, module: string, prefetch?: string, access?: string }> }, apiUrl: () => string, shellShared?: () => Set<string>, fetchJson: (url: string) => Promise<unknown>, combine?: (folderUrl: string, names: string[]) => string | null }} options
 *   shellShared: the share keys the shell provides (its own mf-manifest.json); combine: writes the
 *   scripts `names` of a version folder as one file and returns its name (scripts/combined-scripts.mjs),
 *   or null when it cannot, and the page then names each file
 */
export function headStart({ composition, apiUrl, fetchJson, shellShared = () => new Set(), combine = () => null }) {
  // A remote's files, read where they are published (a missing or odd one counts as none).
  const readManifest = (url) => Promise.resolve(fetchJson(url)).catch(() => null);

  /** The first reads and texts of a public route's address (scripts/first-reads.mjs), or ''. */
  async function firstReadsFor(pathname, route, remote, texts) {
    if (!route.prefetch) return '';
    const reads = await readManifest(new URL('first-reads.json', remote.entry).href);
    const ownReads = reads && Array.isArray(reads[pathname]) ? reads[pathname].filter((read) => typeof read === 'string') : undefined;
    if (!ownReads && Object.keys(texts).length === 0) return '';
    return firstReadsTags({ path: pathname, api: apiUrl().replace(/\/+$/, ''), reads: ownReads, texts });
  }

  return {
    /**
     * The page's head start: `links` (preconnects and preloads, after main.js and the stylesheet)
     * and `script` (the first reads, before the stylesheet: scripts/first-reads.mjs).
     */
    async tagsFor(pathname) {
      const site = composition();
      const api = new URL(apiUrl()).origin;
      // API calls are CORS requests without credentials: the connection they use is the anonymous one.
      const tags = [`<link rel="preconnect" href="${escapeAttribute(api)}" crossorigin="anonymous" />`];
      const linksOnly = () => ({ links: tags.join('\n    '), script: '' });
      const route = routeFor(site, pathname);
      const remote = route && site.remotes.find(({ name }) => name === route.remote);
      if (!remote) return linksOnly();
      const origin = new URL(remote.entry).origin;
      if ((route.access ?? 'public') !== 'public') {
        tags.push(`<link rel="preconnect" href="${escapeAttribute(origin)}" />`);
        return linksOnly();
      }
      const manifest = remote.entry.endsWith('.json') ? await readManifest(remote.entry) : null;
      if (!manifest?.metaData?.remoteEntry || !Array.isArray(manifest.exposes)) return linksOnly();
      let files;
      let combined;
      let script;
      try {
        const modules = [route.module, route.prefetch].filter(Boolean);
        files = filesOf(manifest, remote.entry, modules);
        // Every chunk of the modules' chunk groups, and the remote's own copies of the shared
        // modules they need that the shell lacks (scripts/expose-files.mjs), when the build says.
        const exposeFiles = await readManifest(new URL(EXPOSE_FILES, remote.entry).href);
        const needed = filesNeeded({ exposeFiles, modules, shellShared: shellShared() });
        const address = (file) => new URL(file, remote.entry).href;
        // The route's texts by language: the first reads' script asks for the visitor's.
        const texts = route.prefetch ? textsChunks(asyncFilesOf(manifest, route.prefetch), new URL('.', remote.entry)) : {};
        if (needed) {
          files = { scripts: [files.scripts[0], ...needed.scripts.map(address)], styles: needed.styles.map(address) };
          // All of them as one file, which the shell runs before the federation runtime asks for
          // them (scripts/combined-scripts.mjs); possible when they share the version's folder.
          // The default language's texts ride along (most visitors read Chinese; an English
          // visitor's script still asks for the English ones, and the Chinese cost a few KB).
          const folder = new URL('.', remote.entry).href;
          const scripts = texts[DEFAULT_LANGUAGE] ? [...files.scripts, texts[DEFAULT_LANGUAGE]] : files.scripts;
          const names = scripts.map((file) => file.slice(folder.length));
          const combinedName = scripts.every((file) => file.startsWith(folder)) && names.every((name) => !name.includes('/')) ? combine(folder, names) : null;
          if (combinedName) {
            combined = combinedScriptsUrl(folder, combinedName, names);
            delete texts[DEFAULT_LANGUAGE];
          }
        }
        script = await firstReadsFor(pathname, route, remote, texts);
      } catch {
        return linksOnly(); // an odd manifest: the shell fetches it itself
      }
      // The manifest rides in the page (the shell's runtime reads it there: page-manifest-plugin.ts).
      // The scripts are preloaded without crossorigin, as the shell and the chunk loader ask for
      // them with <script> elements, so the browser reuses these responses.
      tags.push(pageJsonBlock(remote.entry, manifest));
      if (combined) tags.push(`<link rel="preload" href="${escapeAttribute(combined)}" as="script" ${FIRST_SCREEN_ATTRIBUTE}="${escapeAttribute(remote.name)}" />`);
      else for (const script of files.scripts) tags.push(`<link rel="preload" href="${escapeAttribute(script)}" as="script" />`);
      for (const style of files.styles) tags.push(`<link rel="preload" href="${escapeAttribute(style)}" as="style" />`);
      return { links: tags.join('\n    '), script };
    },
  };
}

/**
 * Puts the links at the end of the page's head, after main.js (which stays the first thing asked
 * for), and the first reads' script right after the title, before the stylesheet.
 */
export function withHeadStart(html, { links, script }) {
  // Functions as replacements: '$' in the tags (a title, a path) stays text.
  return html.replace('</title>', () => `</title>${script}`).replace('</head>', () => `    ${links}\n  </head>`);
}
