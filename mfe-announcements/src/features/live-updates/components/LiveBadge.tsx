import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { useTranslation } from 'react-i18next';

/** The red LIVE badge; its dot pulses while the stream is connected. */
export function LiveBadge({ connected }: { connected: boolean | null }) {
  const { t } = useTranslation('announcements');
  return (
    <Badge colorPalette="red" variant="solid" size="sm" letterSpacing="wider" fontWeight="bold" gap="1.5">
      <Box
        as="span"
        boxSize="1.5"
        borderRadius="full"
        bg="white"
        animation={connected === false ? undefined : 'pulse 1.6s ease-in-out infinite'}
        opacity={connected === false ? 0.5 : 1}
        aria-hidden
      />
      {t('live.badge')}
    </Badge>
  );
}
