import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from './icons';
import { entryPassDataUrl, entryQrDataUrl } from '../utils/entry-qr';

interface EntryQrCodeProps {
  eventId: string;
  enrollmentId: string;
  eventName: string;
  participantName: string;
  /** The short code under the QR, typed at the door when the camera cannot read it. */
  entryCode: string;
  /** False once the event is over: nothing to show at an entrance any more. */
  showHint?: boolean;
}

/** The entry QR of a paid enrolment, its manual code, and a download of a printable pass. */
export function EntryQrCode({ eventId, enrollmentId, eventName, participantName, entryCode, showHint = true }: EntryQrCodeProps) {
  const { t } = useTranslation('events');
  const [downloading, setDownloading] = useState(false);
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const url = await entryPassDataUrl({ eventId, enrollmentId, eventName, participantName, codeLine: t('enrollment.manualCode', { code: entryCode }) });
      const link = document.createElement('a');
      link.href = url;
      link.download = `entry-qr-${eventId}.png`;
      link.click();
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  useEffect(() => {
    let current = true;
    setFailed(false);
    entryQrDataUrl(eventId, enrollmentId).then(
      (url) => current && setDataUrl(url),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [eventId, enrollmentId]);

  return (
    <Stack align="center" gap="3" p="4" bg="brand.50" borderRadius="xl" textAlign="center">
      <Text fontWeight="semibold">{t('enrollment.qrTitle')}</Text>
      {failed ? (
        <Text color="red.600" fontSize="sm" role="alert">
          {t('enrollment.qrError')}
        </Text>
      ) : dataUrl ? (
        <Image
          src={dataUrl}
          alt={t('enrollment.qrAlt', { name: eventName })}
          // Drawn 120 px wide (spec); shown larger and crisp so phones at the gate read it easily.
          w="168px"
          h="168px"
          style={{ imageRendering: 'pixelated' }}
          bg="white"
          borderRadius="md"
          data-testid="entry-qr"
        />
      ) : (
        <Skeleton w="168px" h="168px" borderRadius="md" />
      )}
      <Text fontFamily="mono" fontWeight="bold" fontSize="lg" letterSpacing="wider" data-testid="entry-manual-code">
        {t('enrollment.manualCode', { code: entryCode })}
      </Text>
      {showHint && (
        <Text fontSize="sm" color="gray.600">
          {t('enrollment.qrHint')}
        </Text>
      )}
      {dataUrl && (
        <Button size="sm" variant="outline" colorPalette="brand" data-print="hide" onClick={() => void download()} loading={downloading}>
          <DownloadIcon />
          {t('enrollment.download')}
        </Button>
      )}
    </Stack>
  );
}
