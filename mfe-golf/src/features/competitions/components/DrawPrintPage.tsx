import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { tableSlotRecipe } from '@golf/shared/theme/recipes/table';
import { Text } from '@chakra-ui/react/text';
import { ApiError } from '@golf/shared/api/client';
import { ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotFoundWithWayBack } from '@golf/shared/components/NotFoundWithWayBack';
import { useLanguage } from '../../../utils/language';
import { useDivisionName } from '../../leaderboard/components/LeaderboardTable';
import { useCompetition } from '../api/get-competition';

/** /golf/admin/competitions/:id/print: the draw on paper — tee time, marker and players of each group, black on white. */
export function DrawPrintPage() {
  const { t } = useTranslation('golf');
  const language = useLanguage();
  const divisionName = useDivisionName();
  const { competitionId = '' } = useParams();
  const { data: competition, error, loading, refetch } = useCompetition(competitionId);
  if (loading && !competition) return <LoadingState />;
  if (error && !competition) {
    if (error instanceof ApiError && error.httpStatus === 404) return <NotFoundWithWayBack title={t('competitions.notFound')} hint={t('competitions.notFoundHint')} to="/golf/admin/competitions" back={t('competitions.backToCompetitions')} />;
    return <ErrorState message={t('competitions.loadFailed')} onRetry={() => void refetch()} />;
  }
  if (!competition) return null;
  return (
    <Box data-testid="draw-print" bg="white" color="black">
      <Flex gap="3" mb="4" css={{ '@media print': { display: 'none' } }}>
        <Button colorPalette="brand" onClick={() => window.print()}>
          {t('competitions.print')}
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={`/golf/admin/competitions/${competition.id}`}>{t('competitions.backToCompetitions')}</RouterLink>
        </Button>
      </Flex>
      <Heading as="h1" size="xl">
        {competition.eventName} · {t('competitions.draw')}
      </Heading>
      <Text mb="4">
        {competition.eventDate} · {competition.courseName[language]} · {competition.teeName} · {competition.nine ? t(`competitions.${competition.nine}`) : t('competitions.holes18')}
      </Text>
      <Table.Root recipe={tableSlotRecipe} size="sm" variant="outline" w="full">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('competitions.teeTime')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('leaderboard.player')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('competitions.division')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('competitions.handicap')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('competitions.marker')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {competition.groups.flatMap((group, at) =>
            group.players.map((player, index) => (
              <Table.Row key={player.personId} data-testid="print-row">
                <Table.Cell fontWeight="semibold">{index === 0 ? `${group.teeTime} · ${t('competitions.group', { number: at + 1 })}` : ''}</Table.Cell>
                <Table.Cell>{player.name}</Table.Cell>
                <Table.Cell>{divisionName(player.division)}</Table.Cell>
                <Table.Cell>{player.courseHandicap ?? t('competitions.noHandicap')}</Table.Cell>
                <Table.Cell>{index === 0 ? group.marker.name : ''}</Table.Cell>
              </Table.Row>
            )),
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
