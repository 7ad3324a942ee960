// Which urgent updates this browser has dismissed, by id: a dismissed one stays away on every page
// and after a reload, and a new urgent update still shows.
const KEY = 'golf.dismissedLiveUpdates';
// Old ids are of no use once their updates are gone; the newest are kept.
const KEPT = 50;

export function readDismissed(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberDismissed(id: string): string[] {
  const next = [...readDismissed().filter((known) => known !== id), id].slice(-KEPT);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: dismissed for this page's life only.
  }
  return next;
}
