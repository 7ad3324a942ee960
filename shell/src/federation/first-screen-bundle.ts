import { readPageJson } from '@golf/shared/api/page-json';
import { incompatibility, type RemoteManifest } from './compatibility';
import type { RemoteEntry } from './registry';

/** The attribute of the page head's preload of a route's first screen as one file (scripts/head-start.mjs). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-golf-first-screen';

/**
 * Runs the opened route's first screen, which the page's head fetched as one file (its remote's
 * remoteEntry.js, page and prefetch chunks and own copies of shared modules:
 * scripts/combined-scripts.mjs), before the federation runtime asks for those files one by one:
 * the runtime then finds the remote's container and chunks already there. Only for a remote this
 * shell can run (its manifest is checked first, as the runtime checks every remote: compatibility.ts)
 * and that nothing has loaded yet. Never rejects: true once the file has run; without it the runtime
 * fetches the files.
 */
export async function runFirstScreenBundle(remote: RemoteEntry, head: HTMLHeadElement = document.head): Promise<boolean> {
  const preload = head.querySelector<HTMLLinkElement>(`link[rel="preload"][${FIRST_SCREEN_ATTRIBUTE}="${remote.name}"]`);
  const loaded = () => Boolean((window as unknown as Record<string, unknown>)[remote.name]);
  if (!preload || loaded()) return false;
  // The page carries the manifest beside the preload (scripts/head-start.mjs).
  const manifest = await readPageJson<RemoteManifest>(remote.entry);
  if (!manifest.ok || incompatibility(manifest.value)) return false;
  if (loaded()) return false;
  const ran = await new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = preload.href;
    script.onload = () => resolve(loaded());
    script.onerror = () => resolve(false);
    head.appendChild(script);
  });
  if (ran) markFilesLoaded(preload.href);
  return ran;
}

/**
 * Loading an exposed module, the runtime also puts its manifest's files in the page by address,
 * unless its record of what it put there (by address) has them: they are there already.
 */
function markFilesLoaded(combinedUrl: string) {
  const url = new URL(combinedUrl);
  const record = (globalThis as { __FEDERATION__?: { __PRELOADED_ASSETS__?: Set<string> } }).__FEDERATION__?.__PRELOADED_ASSETS__;
  for (const name of url.searchParams.get('files')?.split(',') ?? []) record?.add(new URL(name, url).href);
}
