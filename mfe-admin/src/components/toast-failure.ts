import { ApiError } from '@golf/shared/api/client';
import i18n from '@golf/shared/i18n/i18n';
import { toastError } from '@golf/shared/theme/toaster';

/**
 * What went wrong, for a toast's description: the server's own text, else the client's
 * translated reason (no network, timeout), else a generic message (spec 02 §8).
 */
export function failureDescription(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : i18n.t('common:errors.generic');
}

export function toastFailure(title: string, error: unknown): void {
  if (typeof console !== 'undefined' && !(error instanceof ApiError)) console.error(error);
  toastError(title, failureDescription(error));
}
