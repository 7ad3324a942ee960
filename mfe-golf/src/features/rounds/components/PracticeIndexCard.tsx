import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { PlayerRecord } from '@golf/contract/golf';
import { useTranslation } from 'react-i18next';
import { tenth } from '../../../utils/format';

/** The practice index, said to be one: the official Handicap Index is the association's. */
export function PracticeIndexCard({ record }: { record: PlayerRecord }) {
  const { t } = useTranslation('golf');
  const scores = record.history.length;
  return (
    <Box as="section" aria-labelledby="practice-index-title" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }} bg="brand.subtle" data-testid="practice-index">
      <Stack gap="1">
        <Text as="h2" id="practice-index-title" fontWeight="semibold" color="fg.muted">
          {t('index.title')}
        </Text>
        <Text fontSize="4xl" fontWeight="bold" lineHeight="1" data-testid="practice-index-value">
          {record.practiceIndex === null ? t('index.none') : tenth(record.practiceIndex)}
        </Text>
        {record.practiceIndex === null ? <Text>{t('index.noneHint')}</Text> : <Text>{t('index.scores', { count: scores })}</Text>}
        <Text fontSize="sm" color="fg.muted">
          {t('index.hint')}
        </Text>
      </Stack>
    </Box>
  );
}
