import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../utils/format';
import { useLanguage } from '../../../utils/language';
import { useRoundStore, type Draft } from '../store/round-store';

/** Every hole's strokes before saving; a tap on a hole goes back to it. */
export function RoundReview({ draft, saving, onSave }: { draft: Draft; saving: boolean; onSave: () => void }) {
  const { t } = useTranslation('golf');
  const language = useLanguage();
  const goTo = useRoundStore((state) => state.goTo);
  const discardDraft = useRoundStore((state) => state.discardDraft);
  const gross = draft.strokes.reduce((sum, value) => sum + value, 0);
  const par = draft.holes.reduce((sum, hole) => sum + hole.par, 0);
  return (
    <Stack gap="5" data-testid="round-review">
      <Box>
        <Heading as="h2" size="xl">
          {t('entry.summary')}
        </Heading>
        <Text color="fg.muted">
          {draft.playerName} · {draft.courseName[language]} · {draft.teeName} · {formatDay(draft.playedOn, t)}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" mt="2" data-testid="round-total">
          {t('entry.total', { gross, par })}
        </Text>
      </Box>
      <Grid templateColumns="repeat(3, 1fr)" gap="2">
        {draft.holes.map((hole, at) => (
          <Button key={hole.number} variant="outline" h="auto" py="2" flexDirection="column" onClick={() => goTo(draft.ownerId, at)}>
            <Text fontSize="xs" color="fg.muted">
              {t('entry.hole', { number: hole.number })}
            </Text>
            <Text fontSize="xl" fontWeight="bold">
              {draft.strokes[at]}
            </Text>
          </Button>
        ))}
      </Grid>
      <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }}>
        <Button size="lg" variant="ghost" onClick={() => discardDraft(draft.ownerId)}>
          {t('entry.discard')}
        </Button>
        <Button size="xl" colorPalette="brand" flex="1" loading={saving} loadingText={t('entry.saving')} onClick={onSave}>
          {t('entry.save')}
        </Button>
      </Flex>
    </Stack>
  );
}
