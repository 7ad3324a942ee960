import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { MarkedGroup } from '@golf/contract/golf-competition';
import { errorText } from '@golf/shared/api/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeStepper } from '../../../components/StrokeStepper';
import { saveHoleScore } from '../api/save-hole-score';

/** The first hole not every player has a score for (the last when all are in). */
function firstOpenHole(group: MarkedGroup): number {
  const at = group.holes.findIndex((_, index) => group.players.some((player) => player.strokes[String(group.firstHole + index)] === undefined));
  return at < 0 ? group.holes.length - 1 : at;
}

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; reason: string };

/**
 * A marker's group on a phone, hole by hole: each player's strokes (starting at par, or what was
 * entered), saved together for the hole with "Enter" (each player's score is its own idempotent
 * write), then the next hole.
 */
export function MarkedGroupCard({ group }: { group: MarkedGroup }) {
  const { t } = useTranslation('golf');
  const [at, setAt] = useState(() => firstOpenHole(group));
  const [entered, setEntered] = useState<Record<string, Record<string, number>>>(() => Object.fromEntries(group.players.map((player) => [player.personId, { ...player.strokes }])));
  const [draft, setDraft] = useState<Record<string, number>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const hole = group.holes[at]!;
  const number = group.firstHole + at;
  const valueOf = (personId: string) => draft[personId] ?? entered[personId]?.[String(number)] ?? hole.par;
  const scored = group.players.filter((player) => entered[player.personId]?.[String(number)] !== undefined).length;

  const go = (next: number) => {
    setAt(next);
    setDraft({});
    setStatus({ kind: 'idle' });
  };

  const enter = async () => {
    setStatus({ kind: 'saving' });
    try {
      await Promise.all(group.players.map((player) => saveHoleScore(group.competitionId, { personId: player.personId, hole: number, strokes: valueOf(player.personId) })));
      setEntered((current) => Object.fromEntries(group.players.map((player) => [player.personId, { ...current[player.personId], [String(number)]: valueOf(player.personId) }])));
      setDraft({});
      setStatus({ kind: 'saved' });
      if (at < group.holes.length - 1) setAt(at + 1);
    } catch (failure) {
      setStatus({ kind: 'failed', reason: errorText(failure, t('competitions.actionFailed')) });
    }
  };

  return (
    <Box as="section" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} aria-labelledby={`group-${group.groupId}`} data-testid="marked-group">
      <Stack gap="4">
        <Heading as="h2" size="md" id={`group-${group.groupId}`}>
          {t('marking.group', { event: group.eventName, time: group.teeTime })}
        </Heading>
        <Box textAlign="center">
          <Heading as="h3" size="2xl" data-testid="marking-hole">
            {t('entry.holeOf', { number, position: at + 1, count: group.holes.length })}
          </Heading>
          <Text fontSize="lg" mt="1">
            {t('entry.par', { par: hole.par })} · {t('entry.strokeIndex', { index: hole.strokeIndex })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('marking.holeDone', { count: scored, total: group.players.length })}
          </Text>
        </Box>
        <Stack gap="3" as="ul" listStyleType="none">
          {group.players.map((player) => (
            <Flex as="li" key={player.personId} justify="space-between" align="center" gap="3" wrap="wrap" data-testid="marked-player">
              <Text fontWeight="semibold" fontSize="lg">
                {player.name}
              </Text>
              <StrokeStepper compact strokes={valueOf(player.personId)} onChange={(value) => setDraft((current) => ({ ...current, [player.personId]: value }))} label={`${player.name} · ${t('entry.strokes')}`} testId="marked-strokes" />
            </Flex>
          ))}
        </Stack>
        <Text minH="6" textAlign="center" aria-live="polite" color={status.kind === 'failed' ? 'red.700' : 'fg.muted'} data-testid="marking-status">
          {status.kind === 'saving' ? t('marking.saving') : status.kind === 'saved' ? t('marking.saved') : status.kind === 'failed' ? t('marking.saveFailed', { reason: status.reason }) : ''}
        </Text>
        <Flex gap="3">
          <Button flex="1" size="xl" variant="outline" disabled={at === 0} onClick={() => go(at - 1)}>
            {t('entry.previous')}
          </Button>
          <Button flex="1" size="xl" colorPalette="brand" loading={status.kind === 'saving'} onClick={() => void enter()}>
            {t('marking.enter')}
          </Button>
          <Button flex="1" size="xl" variant="outline" disabled={at === group.holes.length - 1} onClick={() => go(at + 1)}>
            {t('entry.next')}
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
