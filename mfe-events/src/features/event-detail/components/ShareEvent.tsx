import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { eventShareUrl } from '../../../utils/event-link';

/**
 * Share the event: the phone's share sheet where there is one (WhatsApp and the like), otherwise
 * the link is copied. Either way the calendar's link, so a parent without an account sees it.
 */
export function ShareEvent({ event }: { event: GolfEvent }) {
  const { t } = useTranslation('events');
  const url = eventShareUrl(event);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: event.name, url });
        return;
      } catch (error) {
        // Closing the share sheet is no failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toastSuccess(t('share.copied'), t('share.copiedHint'));
    } catch {
      toastError(t('share.failed'), url);
    }
  };

  return (
    <Button size="sm" variant="outline" colorPalette="brand" alignSelf="flex-start" onClick={() => void share()} data-share-url={url} data-print="hide">
      {t('share.button')}
    </Button>
  );
}
