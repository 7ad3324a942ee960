import { useEffect } from 'react';
import { ApiError } from '@golf/shared/api/client';
import { toastError } from '@golf/shared/theme/toaster';

/**
 * What a failure toast says under its title (spec 02 §8): the server's own text when it sent one,
 * the client's translated reason when the server was not reached (network, timeout), else the
 * caller's generic fallback. Never the title twice.
 */
export function failureDescription(error: unknown, title: string, fallback?: string): string | undefined {
  const unreached = error instanceof ApiError && error.httpStatus === 0;
  const text = error instanceof ApiError && error.serverMessage ? error.serverMessage : unreached ? (error as ApiError).message : fallback;
  return text && text !== title ? text : undefined;
}

/** A failed load toasts once per failure, not on every render nor on a language switch. */
export function useErrorToast(error: unknown, title: string, fallback?: string): void {
  useEffect(() => {
    // The toaster flushes its own React tree synchronously: not from inside this commit.
    if (error) queueMicrotask(() => toastError(title, failureDescription(error, title, fallback)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one toast per failure: a new title (language switch) is not a new failure
  }, [error]);
}
