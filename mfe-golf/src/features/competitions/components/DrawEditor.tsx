import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { CompetitionDetail } from '@golf/contract/golf-competition';
import { errorText } from '@golf/shared/api/client';
import { setQueryData } from '@golf/shared/hooks/use-query';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { useDivisionName } from '../../leaderboard/components/LeaderboardTable';
import { competitionQuery } from '../api/get-competition';
import { saveDraw } from '../api/save-draw';
import { drawForm, drawInput, movePlayer, type DrawFormGroup } from '../utils/draw-form';

/** The admin's edit of the draw: each group's tee time and marker, each player's group. */
export function DrawEditor({ competition }: { competition: CompetitionDetail }) {
  const { t } = useTranslation('golf');
  const divisionName = useDivisionName();
  const [groups, setGroups] = useState<DrawFormGroup[]>(() => drawForm(competition));
  const [busy, setBusy] = useState(false);
  const players = new Map(competition.groups.flatMap((group) => group.players).map((player) => [player.personId, player]));
  const ended = competition.state === 'ended';
  const change = (at: number, patch: Partial<DrawFormGroup>) => setGroups((current) => current.map((group, index) => (index === at ? { ...group, ...patch } : group)));

  const save = async () => {
    setBusy(true);
    try {
      const saved = await saveDraw(competition.id, drawInput(groups));
      setQueryData(competitionQuery(competition.id).queryKey, saved);
      setGroups(drawForm(saved));
      toastSuccess(t('competitions.drawSaved'));
    } catch (failure) {
      toastError(errorText(failure, t('competitions.drawFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="draw-heading" data-testid="draw-editor">
      <Heading as="h2" size="lg" id="draw-heading">
        {t('competitions.draw')}
      </Heading>
      {!ended && (
        <Text color="fg.muted" fontSize="sm" mb="3">
          {t('competitions.drawHint')}
        </Text>
      )}
      <Stack gap="4">
        {groups.map((group, at) =>
          group.personIds.length ? (
            <Box key={group.key} borderWidth="1px" borderRadius="l2" p="4" data-testid="draw-group">
              <Heading as="h3" size="md" mb="2">
                {t('competitions.group', { number: at + 1 })}
              </Heading>
              <Grid templateColumns={{ base: '1fr', sm: '10rem 1fr' }} gap="3" mb="3">
                <TextField label={t('competitions.teeTime')} name={`group-${at}-tee-time`}>
                  <Input recipe={inputRecipe} type="time" size="lg" value={group.teeTime} disabled={ended} onChange={(event) => change(at, { teeTime: event.target.value })} />
                </TextField>
                <TextField label={t('competitions.marker')} name={`group-${at}-marker`}>
                  <Select name={`group-${at}-marker`} value={group.markerUserId} onChange={(value) => change(at, { markerUserId: value })}>
                    {competition.markers.map((marker) => (
                      <option key={marker.id} value={marker.id}>
                        {marker.name}
                      </option>
                    ))}
                  </Select>
                </TextField>
              </Grid>
              <Stack as="ul" gap="2" listStyleType="none">
                {group.personIds.map((personId) => {
                  const player = players.get(personId)!;
                  return (
                    <Flex as="li" key={personId} justify="space-between" align="center" gap="3" wrap="wrap" data-testid="draw-player">
                      <Box>
                        <Text fontWeight="semibold">{player.name}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {divisionName(player.division)} · {t('competitions.handicap')}: {player.courseHandicap ?? t('competitions.noHandicap')}
                        </Text>
                      </Box>
                      {!ended && (
                        <Box minW="10rem">
                          <Select name={`move-${personId}`} label={t('competitions.moveTo', { name: player.name })} value={String(at)} onChange={(value) => setGroups((current) => movePlayer(current, personId, Number(value)))}>
                            {groups.map((_, index) => (
                              <option key={index} value={index}>
                                {t('competitions.group', { number: index + 1 })}
                              </option>
                            ))}
                            <option value={groups.length}>{t('competitions.group', { number: groups.length + 1 })}</option>
                          </Select>
                        </Box>
                      )}
                    </Flex>
                  );
                })}
              </Stack>
            </Box>
          ) : null,
        )}
      </Stack>
      {!ended && (
        <Button mt="4" colorPalette="brand" loading={busy} onClick={() => void save()}>
          {t('competitions.saveDraw')}
        </Button>
      )}
    </Box>
  );
}
