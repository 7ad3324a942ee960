import { createToaster } from '@chakra-ui/react/toast';

/** One toaster for the page; every app calls it, the shell renders it once. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

export function toastError(title: string, description?: string): void {
  toaster.create({ type: 'error', title, description, closable: true });
}

export function toastSuccess(title: string, description?: string): void {
  toaster.create({ type: 'success', title, description, closable: true });
}

export function toastInfo(title: string, description?: string): void {
  toaster.create({ type: 'info', title, description, closable: true });
}
