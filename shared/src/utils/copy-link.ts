import i18n from '@golf/shared/i18n/i18n';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';

/** Copies a link and tells the user how it went ('Link Copied' or the failure text). */
export async function copyLink(url: string = window.location.href): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(url);
    toastSuccess(i18n.t('common:copy.copied'), i18n.t('common:copy.copiedDescription'));
    return true;
  } catch {
    toastError(i18n.t('common:states.error'), i18n.t('common:copy.failed'));
    return false;
  }
}
