import { useCallback, useSyncExternalStore } from 'react';

// Saved threads are kept per device (the API has no saved list): a list of thread ids in
// localStorage, shared by every component and tab through the storage event.
const KEY = 'forum.savedThreads';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return localStorage.getItem(KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

function parse(raw: string): string[] {
  try {
    const value = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function write(ids: string[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the choice lasts until the page closes.
  }
  listeners.forEach((listener) => listener());
}

/** Whether a thread is saved on this device, and a toggle that returns the new state. */
export function useSavedThread(threadId: string): { saved: boolean; toggle: () => boolean } {
  // The raw string is the snapshot: it is stable between writes, as useSyncExternalStore needs.
  const raw = useSyncExternalStore(subscribe, read, () => '[]');
  const saved = parse(raw).includes(threadId);
  const toggle = useCallback(() => {
    const ids = parse(read());
    const next = ids.includes(threadId) ? ids.filter((id) => id !== threadId) : [threadId, ...ids];
    write(next);
    return next.includes(threadId);
  }, [threadId]);
  return { saved, toggle };
}
