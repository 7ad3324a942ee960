import i18n from '@golf/shared/i18n/i18n';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';

/**
 * copyLink from @golf/shared/utils/copy-link with the same texts, but reaching the toaster by
 * package path. The shared file imports it relatively, so in the composed site a remote bundles
 * its own copy bound to a second toaster that nothing renders: the link is copied and no
 * 'Link Copied' appears. Drop this file once the shared one imports by package path.
 */
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
