import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { holeMaximum } from '@golf/contract/golf-whs';
import { useTranslation } from 'react-i18next';
import { StrokeStepper } from '../../../components/StrokeStepper';
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
      <StrokeStepper strokes={strokes} onChange={(value) => setStroke(draft.ownerId, draft.at, value)} label={t('entry.strokes')} testId="hole-strokes" />
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
