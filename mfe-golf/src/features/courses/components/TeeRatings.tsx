import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import type { Tee } from '@golf/contract/golf';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../utils/format';

/** A tee's colour and name, its ratings for 18 holes and each nine, their source and date. */
export function TeeRatings({ tee }: { tee: Tee }) {
  const { t } = useTranslation('golf');
  const par = tee.holes.reduce((sum, hole) => sum + hole.par, 0);
  return (
    <Box data-testid="tee">
      <Flex align="center" gap="2">
        <Box as="span" w="4" h="4" borderRadius="full" borderWidth="1px" borderColor="gray.400" style={{ background: tee.colour }} aria-hidden />
        <Text fontWeight="semibold">
          {tee.name} · {t('courses.par')} {par}
        </Text>
      </Flex>
      <Text fontSize="sm">
        {t('courses.full')}: {t('courses.ratings', { rating: tee.ratings.full.courseRating.toFixed(1), slope: tee.ratings.full.slope })} · {t('courses.front')}:{' '}
        {t('courses.ratings', { rating: tee.ratings.front.courseRating.toFixed(1), slope: tee.ratings.front.slope })} · {t('courses.back')}:{' '}
        {t('courses.ratings', { rating: tee.ratings.back.courseRating.toFixed(1), slope: tee.ratings.back.slope })}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {t('courses.source', { source: tee.source })} · {t('courses.effective', { date: formatDay(tee.effectiveFrom, t) })}
      </Text>
    </Box>
  );
}
