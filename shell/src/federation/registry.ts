import { registerRemotes } from '@module-federation/enhanced/runtime';

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
}

export interface RemoteRegistry {
  remotes: RemoteEntry[];
  routes: RemoteRoute[];
}

const EMPTY: RemoteRegistry = { remotes: [], routes: [] };

/**
 * The composition is data (DESIGN.md §2): remotes.json, served beside the shell and replaceable
 * per deployment, says where each remote lives and which top-level paths it owns. Registering
 * fetches nothing; a remote's files are requested only when one of its routes is opened.
 */
export async function loadRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  let registry = EMPTY;
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) registry = (await response.json()) as RemoteRegistry;
    else console.error(`[federation] ${url} answered ${response.status}`);
  } catch (error) {
    console.error(`[federation] cannot read ${url}`, error);
  }
  registerRemotes(registry.remotes.map(({ name, entry }) => ({ name, entry })));
  return registry;
}

/** Forgets a failed remote so the next load fetches it afresh (the Retry button). */
export function resetRemote(registry: RemoteRegistry, name: string): void {
  const remote = registry.remotes.find((candidate) => candidate.name === name);
  if (remote) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}
