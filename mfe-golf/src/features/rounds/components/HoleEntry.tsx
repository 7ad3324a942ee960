import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { HOLE_STROKES_MAX } from '@golf/contract/golf';
import { holeMaximum } from '@golf/contract/golf-whs';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../utils/language';
import { useRoundStore, type Draft } from '../store/round-store';

/**
 * One hole on a phone's screen: par and stroke index, the strokes with big − and + buttons (they
 * start at par), and the most the hole counts for the practice index. Each tap is kept on the phone.
 */
export function HoleEntry({ draft, courseHandicap }: { draft: Draft; courseHandicap: number | null }) {
  const { t } = useTranslation('golf');
  const language = useLanguage();
  const setStroke = useRoundStore((state) => state.setStroke);
  const goTo = useRoundStore((state) => state.goTo);
  const hole = draft.holes[draft.at]!;
  const strokes = draft.strokes[draft.at]!;
  const last = draft.at === draft.holes.length - 1;
  const maximum = holeMaximum(hole.par, hole.strokeIndex, courseHandicap);
  const change = (by: number) => setStroke(draft.ownerId, draft.at, Math.max(1, Math.min(HOLE_STROKES_MAX, strokes + by)));

  return (
    <Stack gap="5" data-testid="hole-entry">
      <Text color="fg.muted" fontSize="sm">
        {draft.playerName} · {draft.courseName[language]} · {draft.teeName}
      </Text>
      <Box textAlign="center">
        <Heading as="h2" size="2xl" data-testid="hole-title">
          {t('entry.holeOf', { number: hole.number, position: draft.at + 1, count: draft.holes.length })}
        </Heading>
        <Text fontSize="lg" mt="1">
          {t('entry.par', { par: hole.par })} · {t('entry.strokeIndex', { index: hole.strokeIndex })}
        </Text>
      </Box>
      <Grid templateColumns="1fr auto 1fr" alignItems="center" gap="3" role="group" aria-label={t('entry.strokes')}>
        <Button size="2xl" h="20" variant="outline" fontSize="3xl" aria-label={t('entry.fewer')} onClick={() => change(-1)} disabled={strokes <= 1}>
          −
        </Button>
        <Text as="output" fontSize="6xl" fontWeight="bold" minW="20" textAlign="center" aria-live="polite" aria-label={t('entry.strokes')} data-testid="hole-strokes">
          {strokes}
        </Text>
        <Button size="2xl" h="20" variant="outline" fontSize="3xl" aria-label={t('entry.more')} onClick={() => change(1)} disabled={strokes >= HOLE_STROKES_MAX}>
          +
        </Button>
      </Grid>
      <Text textAlign="center" color="fg.muted" fontSize="sm">
        {t('entry.maximum', { maximum })}
      </Text>
      <Flex gap="3">
        <Button flex="1" size="xl" variant="outline" disabled={draft.at === 0} onClick={() => goTo(draft.ownerId, draft.at - 1)}>
          {t('entry.previous')}
        </Button>
        <Button flex="1" size="xl" colorPalette="brand" onClick={() => goTo(draft.ownerId, draft.at + 1)}>
          {last ? t('entry.review') : t('entry.next')}
        </Button>
      </Flex>
    </Stack>
  );
}
