import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import '../texts';
import { CameraIcon, ScanIcon } from '../../../components/icons';
import { useQrScanner } from '../hooks/use-qr-scanner';

/** The camera preview with its start/stop button and any camera problem, in plain words. */
export function ScannerCard({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation('admin');
  const { videoRef, status, problem, start, stop } = useQrScanner(onCode);
  const live = status === 'scanning' || status === 'starting';

  return (
    <Card.Root recipe={cardSlotRecipe} variant="outline" bg="white">
      <Card.Header>
        <Card.Title fontSize="md">{t('checkIn.scanner.title')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Box position="relative" bg="gray.900" rounded="md" overflow="hidden" aspectRatio={1} maxH="sm" w="full" mx="auto">
            <video
              ref={videoRef}
              muted
              playsInline
              aria-label={t('checkIn.scanner.videoLabel')}
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: live ? 'block' : 'none' }}
            />
            {live ? (
              // The frame to aim at; decoding reads the whole picture anyway.
              <Box position="absolute" inset="15%" borderWidth="3px" borderColor="whiteAlpha.800" rounded="lg" pointerEvents="none" />
            ) : (
              <Stack position="absolute" inset="0" align="center" justify="center" color="whiteAlpha.700" gap="2">
                <ScanIcon boxSize="12" />
              </Stack>
            )}
          </Box>
          {problem && status === 'error' && (
            <Alert.Root recipe={alertSlotRecipe} status="warning" rounded="md">
              <Alert.Indicator />
              <Alert.Description>{t(`checkIn.scanner.problems.${problem}`)}</Alert.Description>
            </Alert.Root>
          )}
          {live ? (
            <Button variant="outline" onClick={stop} loading={status === 'starting'} loadingText={t('checkIn.scanner.starting')}>
              {t('checkIn.scanner.stop')}
            </Button>
          ) : (
            <Button colorPalette="brand" onClick={() => void start()}>
              <CameraIcon boxSize="4" /> {t('checkIn.scanner.start')}
            </Button>
          )}
          <Text fontSize="sm" color="fg.muted">
            {t('checkIn.scanner.hint')}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
