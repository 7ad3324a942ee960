import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PrefetchLocation, RoutePrefetch } from '@golf/shared/federation/route-prefetch';
import { readPageJson } from '@golf/shared/api/page-json';
import { cataloguesSettled } from '@golf/shared/i18n/i18n';
import { runFirstScreenBundle } from './first-screen-bundle';
import { loadSection } from './section-modules';
import { yieldToBrowser } from '../utils/yield-to-browser';

export type RouteAccess = 'public' | 'member' | 'admin';

export interface RemoteEntry {
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
}

export interface RemoteRoute {
  path: string;
  remote: string;
  module: string;
  access?: RouteAccess;
  /**
   * For a member's or admin's route: sub-paths a visitor is sent elsewhere from instead of the
   * sign-in page (`{ "/:id": "/event-calendar?event=:id" }`), see app/visitor-target.ts.
   */
  visitors?: Record<string, string>;
  /**
   * An exposed module of the same remote that starts the page's first reads (its default export,
   * called with the path being opened); loaded beside the page's code so the data and the code
   * arrive together.
   */
  prefetch?: string;
  /**
   * Pages members write (the forum): public, but kept out of search engines (robots.txt and a
   * `noindex` meta tag on the release-time page, scripts/site-map.mjs; DESIGN §11).
   */
  noindex?: boolean;
}

export interface RemoteRegistry {
  remotes: RemoteEntry[];
  routes: RemoteRoute[];
  /** The site menu, as the file has it: checked by layout/menu.ts readMenu. */
  menu?: unknown;
}

const EMPTY: RemoteRegistry = { remotes: [], routes: [] };

/**
 * The composition is data (architecture §2): remotes.json, served beside the shell and replaceable
 * per deployment, says where each remote lives and which top-level paths it owns. Registering
 * fetches nothing; a remote's files are requested only when one of its routes is opened.
 */
export async function loadRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  let registry = EMPTY;
  // The site's server writes the live composition into the page (readPageJson); the file itself
  // is no-cache, so either way a release or rollback is seen on the next visit.
  const file = await readPageJson<RemoteRegistry>(url);
  if (file.ok) registry = file.value;
  else if (file.status) console.error(`[federation] ${url} answered ${file.status}`);
  else console.error(`[federation] cannot read ${url}`, file.error);
  registerRemotes(registry.remotes.map(({ name, entry }) => ({ name, entry })));
  return registry;
}

/** Forgets a failed remote so the next load fetches it afresh (the Retry button). */
export function resetRemote(registry: RemoteRegistry, name: string): void {
  const remote = registry.remotes.find((candidate) => candidate.name === name);
  if (remote) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

/** The remote route a path belongs to: its own path or one below it. */
export function routeFor(registry: RemoteRegistry, pathname: string): RemoteRoute | undefined {
  return registry.routes.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
}

/**
 * Starts fetching the remote of the page being opened (its manifest, remoteEntry.js and the chunks
 * its exposed module needs at once) while the shell is still starting, instead of one after the
 * other once the route renders, and the route's prefetch module, which starts its first API reads
 * then instead of after the page's first render. Public routes only: a member's or admin's section
 * waits for the session, and a visitor must not download admin code.
 *
 * Settles (never rejects) once the page's module is loaded and its first reads and texts have
 * settled: the shell then draws the whole first screen in one paint (bootstrap.tsx, decision 67).
 * A failure settles it too; the route shows it when it renders.
 */
export function preloadOpenedRoute(registry: RemoteRegistry, location: PrefetchLocation = window.location): Promise<void> {
  const { pathname, search } = location;
  const route = routeFor(registry, pathname);
  if (!route || (route.access ?? 'public') !== 'public') return Promise.resolve();
  const remote = registry.remotes.find(({ name }) => name === route.remote);
  // The page's head may have fetched the route's files as one: run it first, so the runtime finds them.
  const bundle = remote ? runFirstScreenBundle(remote) : Promise.resolve(false);
  return bundle.then(async (filesHere) => {
    // With the files here already, the runtime's preload would download them again by name.
    if (!filesHere) {
      preloadRemote([{ nameOrAlias: route.remote, exposes: [route.module], resourceCategory: 'sync', share: false, depsRemote: false }]).catch(
        // Only a head start: loading the route reports a remote that is down.
        () => undefined,
      );
    }
    const prefetch = route.prefetch ? loadRoutePrefetch(`${route.remote}/${route.prefetch.replace(/^\.\//, '')}`) : Promise.resolve(undefined);
    // Loading the remote's container and running the page's module are each tens of milliseconds
    // of script on a phone: the prefetch module's reads, then the page's module, run in tasks of
    // their own once the container is up (the head has asked for the reads' answers already).
    const reads = prefetch.then(async (start) => {
      if (!start) return;
      await yieldToBrowser();
      await runRoutePrefetch(start, { pathname, search });
    });
    // Only when the files are in the page: otherwise both modules are still to be downloaded, and
    // the page's must not wait for the prefetch module's round trip.
    if (filesHere) {
      await prefetch;
      await yieldToBrowser();
    }
    const page = loadSection(`${route.remote}/${route.module.replace(/^\.\//, '')}`).catch(() => undefined);
    // The page's texts: the prefetch module registers its catalogue, the page module its others.
    await Promise.all([page, reads]);
    await cataloguesSettled();
  });
}

/**
 * A route's prefetch module: its default export starts the page's first reads. A failure (a remote
 * release without the module, say) only loses the head start: the page reads its data itself.
 */
async function loadRoutePrefetch(id: string): Promise<RoutePrefetch | undefined> {
  try {
    const loaded = await loadRemote<{ default: RoutePrefetch }>(id);
    return loaded?.default;
  } catch (error) {
    console.warn(`[federation] prefetch ${id} failed; the page reads its data itself`, error);
    return undefined;
  }
}

/** Runs a route's prefetch; settles (never rejects) when the reads it started have. */
async function runRoutePrefetch(start: RoutePrefetch, location: PrefetchLocation): Promise<void> {
  try {
    await start(location);
  } catch (error) {
    console.warn('[federation] a route prefetch failed; the page reads its data itself', error);
  }
}
