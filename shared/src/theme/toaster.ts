import type { ToastOptions } from '@chakra-ui/react/toast';

// One toaster for the page; every app calls it, the shell renders it once (`Toasts`). Chakra's
// toast machinery (~22 KB gzipped with Ark, Zag's machine runtime and dismissable layers) is only
// fetched by the first toast, as a first visit shows none: until it is here, toasts wait in
// `pending`, in order (docs/decisions.md 16).

type ToastMachinery = typeof import('./chakra-toaster');

let machinery: ToastMachinery | undefined;
let machineryRequested = false;
let pending: ToastOptions[] = [];
let pendingCount = 0;
const loadListeners = new Set<() => void>();

function loadMachinery(): void {
  if (machineryRequested) return;
  machineryRequested = true;
  import('./chakra-toaster').then(
    (loaded) => {
      machinery = loaded;
      // The list is not mounted yet; Zag's list reads the store's toasts when it mounts.
      for (const options of pending) loaded.chakraToaster.create(options);
      pending = [];
      for (const listener of loadListeners) listener();
    },
    (error: unknown) => {
      // A network blip: the toasts stay pending and the next one tries again.
      machineryRequested = false;
      console.error('The toaster could not be loaded', error);
    },
  );
}

/** Drops a pending toast, or all of them without an id. */
function dropPending(id?: string): void {
  pending = id === undefined ? [] : pending.filter((options) => options.id !== id);
}

export const toaster = {
  /** Shows a toast and returns its id (given or made up), also before the machinery is here. */
  create(options: ToastOptions): string {
    if (machinery) return machinery.chakraToaster.create(options);
    const id = options.id ?? `toast:pending-${++pendingCount}`;
    dropPending(id);
    pending.push({ ...options, id });
    loadMachinery();
    return id;
  },
  success: (options: ToastOptions) => toaster.create({ ...options, type: 'success' }),
  error: (options: ToastOptions) => toaster.create({ ...options, type: 'error' }),
  info: (options: ToastOptions) => toaster.create({ ...options, type: 'info' }),
  warning: (options: ToastOptions) => toaster.create({ ...options, type: 'warning' }),
  loading: (options: ToastOptions) => toaster.create({ ...options, type: 'loading' }),
  /** Closes a toast (all without an id), with its exit animation. */
  dismiss(id?: string): void {
    if (machinery) machinery.chakraToaster.dismiss(id);
    else dropPending(id);
  },
  /** Removes a toast (all without an id) at once; tests call it between tests. Loads nothing. */
  remove(id?: string): void {
    if (machinery) machinery.chakraToaster.remove(id);
    else dropPending(id);
  },
};

/** The loaded machinery, for `Toasts` (useSyncExternalStore's snapshot). */
export function loadedToastMachinery(): ToastMachinery | undefined {
  return machinery;
}

export function onToastMachineryLoaded(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

export function toastError(title: string, description?: string): void {
  toaster.create({ type: 'error', title, description, closable: true });
}

export function toastSuccess(title: string, description?: string): void {
  toaster.create({ type: 'success', title, description, closable: true });
}

export function toastInfo(title: string, description?: string): void {
  toaster.create({ type: 'info', title, description, closable: true });
}
