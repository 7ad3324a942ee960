import i18n from '@golf/shared/i18n/i18n';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';

/**
 * copyLink from @golf/shared/utils/copy-link, with the same texts, but importing the toaster and
 * i18n by package path. The shared file imports them relatively; in the composed site the shell
 * never loads copy-link, so a remote gets its own copy of it, bound to a second toaster that
 * nothing renders: the link was copied and no 'Link Copied' appeared. Drop this file once
 * copy-link imports '@golf/shared/theme/toaster' and '@golf/shared/i18n/i18n'.
 */
export async function copyPageLink(url: string = window.location.href): Promise<boolean> {
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
