import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { tableSlotRecipe } from '@golf/shared/theme/recipes/table';
import { formatToPar, type LeaderboardDivision, type LeaderboardRow } from '@golf/contract/golf-competition';
import { useTranslation } from 'react-i18next';

export type Scoring = 'gross' | 'net';

/** "Under 12 · girls": the division's age group and, with divisions by gender, the gender. */
export function useDivisionName(): (division: string) => string {
  const { t } = useTranslation('golf');
  return (division) => {
    const [age, gender] = division.split('-');
    const name = t(`leaderboard.division_${age}`);
    return gender ? `${name} · ${t(`leaderboard.gender_${gender}`)}` : name;
  };
}

function ordered(rows: readonly LeaderboardRow[], scoring: Scoring): LeaderboardRow[] {
  if (scoring === 'gross') return [...rows];
  return [...rows].sort((a, b) => (a.thru === 0 ? 1 : 0) - (b.thru === 0 ? 1 : 0) || a.netToPar - b.netToPar || b.thru - a.thru || a.name.localeCompare(b.name));
}

/** One division's leaderboard: position (T3 for a tie), player, to par, Thru (F when finished), total. */
export function LeaderboardTable({ division, scoring, holes }: { division: LeaderboardDivision; scoring: Scoring; holes: number }) {
  const { t } = useTranslation('golf');
  const divisionName = useDivisionName();
  const headingId = `division-${division.division}`;
  return (
    <Box as="section" aria-labelledby={headingId} data-testid="leaderboard-division">
      <Heading as="h2" size="md" id={headingId} mb="2">
        {divisionName(division.division)}
      </Heading>
      {!division.rows.length ? (
        <Box color="fg.muted">{t('leaderboard.empty')}</Box>
      ) : (
        <Table.Root recipe={tableSlotRecipe} size="sm" variant="line" w="full" aria-labelledby={headingId}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="4.5em" textAlign="start" whiteSpace="nowrap">{t('leaderboard.position')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="start">{t('leaderboard.player')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">{t('leaderboard.toPar')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">{t('leaderboard.thru')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">{t('leaderboard.total')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ordered(division.rows, scoring).map((row) => {
              const started = row.thru > 0;
              const toPar = scoring === 'gross' ? row.grossToPar : row.netToPar;
              return (
                <Table.Row key={row.personId} data-testid="leaderboard-row">
                  <Table.Cell fontWeight="semibold" data-testid="position">
                    {started ? (scoring === 'gross' ? row.grossPosition : row.netPosition) : t('leaderboard.notTeedOff')}
                  </Table.Cell>
                  <Table.Cell data-testid="player">{row.name}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold" color={started && toPar < 0 ? 'red.700' : undefined} data-testid="to-par">
                    {started ? formatToPar(toPar) : t('leaderboard.notTeedOff')}
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-testid="thru">
                    {!started ? t('leaderboard.notTeedOff') : row.thru === holes ? t('leaderboard.finished') : row.thru}
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-testid="total">
                    {started ? (scoring === 'gross' ? row.gross : row.net) : t('leaderboard.notTeedOff')}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}

/** Every division, in age order. */
export function LeaderboardDivisions({ divisions, scoring, holes }: { divisions: readonly LeaderboardDivision[]; scoring: Scoring; holes: number }) {
  return (
    <Stack gap="6">
      {divisions.map((division) => (
        <LeaderboardTable key={division.division} division={division} scoring={scoring} holes={holes} />
      ))}
    </Stack>
  );
}
