import { useEffect } from 'react';
import { errorText } from '@golf/shared/api/client';
import { toastError } from '@golf/shared/theme/toaster';

/**
 * Spec 02 §8: a failed load is a toast whose description is the server's text when it sent one,
 * else the translated fallback. Shown once per failure, not on every render.
 */
export function useErrorToast(error: unknown, title: string, fallback: string): void {
  useEffect(() => {
    // The toaster flushes its own React tree synchronously: not from inside this commit.
    if (error) queueMicrotask(() => toastError(title, errorText(error, fallback)));
    // The texts follow the error; a language switch alone must not toast again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
