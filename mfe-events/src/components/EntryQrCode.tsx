import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from './icons';
import { entryQrDataUrl } from '../utils/entry-qr';

/** The entry QR of a paid enrolment, with a download of the same PNG. */
export function EntryQrCode({ eventId, enrollmentId, eventName }: { eventId: string; enrollmentId: string; eventName: string }) {
  const { t } = useTranslation('events');
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

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
      <Text fontSize="sm" color="gray.600">
        {t('enrollment.qrHint')}
      </Text>
      {dataUrl && (
        <Button asChild size="sm" variant="outline" colorPalette="brand" data-print="hide">
          <a href={dataUrl} download={`entry-qr-${eventId}.png`}>
            <DownloadIcon />
            {t('enrollment.download')}
          </a>
        </Button>
      )}
    </Stack>
  );
}
