import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';

/**
 * The remote page modules loaded so far, by id ('mfe_forum/Discussions'). A page loaded before the
 * first render (the opened route, preloadOpenedRoute) is drawn at once, in the first paint: through
 * React.lazy it would show the loading panel first, for one commit, even with its code at hand.
 */
const loaded = new Map<string, ComponentType>();

/** Loads a remote's page module (its default export); remembers it for `loadedSection`. */
export async function loadSection(id: string): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ default: ComponentType }>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  loaded.set(id, module.default);
  return module;
}

/** The page component of `id` if its module is already loaded. */
export function loadedSection(id: string): ComponentType | undefined {
  return loaded.get(id);
}

/** Forgets a page module (its remote is loaded afresh, the Retry button). */
export function forgetSection(id: string): void {
  loaded.delete(id);
}
