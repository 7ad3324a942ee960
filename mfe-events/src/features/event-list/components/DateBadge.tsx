import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { formatDay, twoDigitDay } from '../../../utils/event-format';

/** Short month over a two-digit day (spec 02 §2 "/events"). */
export function DateBadge({ date }: { date: string }) {
  const { t, i18n } = useTranslation('events');
  return (
    <Stack gap="0" align="center" bg="white" borderRadius="lg" shadow="md" px="3" py="1.5" minW="14" lineHeight="1.1" data-testid="date-badge">
      <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" color="red.600">
        {formatDay(date, 'shortMonth', t, i18n.language)}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color="gray.900">
        {twoDigitDay(date)}
      </Text>
    </Stack>
  );
}
