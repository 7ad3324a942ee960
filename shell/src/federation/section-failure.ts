// How a section failed decides what the page does about it (architecture §2, "Releases").
import { behindOf, type Behind } from './compatibility';

export type SectionFailure =
  /** The remote refused by the compatibility check: a reload may bring a newer shell. */
  | 'outdated'
  /** A file of a loaded remote (a chunk, a catalogue) did not arrive: a reload takes the current release. */
  | 'stale'
  /** The remote could not be reached at all, or its page threw: the panel with Retry. */
  | 'unavailable';

export class CatalogueLoadError extends Error {
  override name = 'CatalogueLoadError';
}

function* causes(error: unknown): Generator<unknown> {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) yield current;
}

export function classifyFailure(error: unknown): SectionFailure {
  for (const cause of causes(error)) {
    const { name = '', message = '' } = cause as { name?: string; message?: string };
    if (name === 'RemoteIncompatibleError' || message.includes('cannot run on this site version')) return 'outdated';
    if (name === 'ChunkLoadError' || name === 'CatalogueLoadError' || /Loading (CSS )?chunk .* failed/.test(message)) return 'stale';
  }
  return 'unavailable';
}

/** For an 'outdated' failure: which side is behind, the site or the section (compatibility.ts). */
export function outdatedSide(error: unknown): Behind {
  for (const cause of causes(error)) {
    const { name = '', message = '', behind } = cause as { name?: string; message?: string; behind?: Behind };
    if (name === 'RemoteIncompatibleError' && behind) return behind;
    if (message.includes('cannot run on this site version')) return behindOf(message);
  }
  return 'site';
}

const RELOADED_KEY = 'golf:reloaded-for';
const RELOAD_MEMORY_MS = 60_000;

/**
 * Reloads the page once for a failure at this address. Returns false, without reloading, when
 * the page was reloaded for the same failure in the last minute (the reload did not help) or when
 * nothing can remember that it did (no sessionStorage): never a reload loop.
 */
export function reloadOnce(failure: SectionFailure, location: Location = window.location): boolean {
  const mark = `${failure} ${location.pathname}`;
  try {
    const earlier = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as { mark: string; at: number } | null;
    if (earlier?.mark === mark && Date.now() - earlier.at < RELOAD_MEMORY_MS) return false;
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ mark, at: Date.now() }));
  } catch {
    return false;
  }
  location.reload();
  return true;
}
