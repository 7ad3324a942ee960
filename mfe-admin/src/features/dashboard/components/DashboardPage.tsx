import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@golf/contract/dashboard';
import { PageHeader } from '../../../components/PageHeader';
import { AttendancePanelView, EventsPanelView, MembersPanelView, RevenuePanelView, WaitingPanelView } from './Panels';
import { DashboardStyles } from './print-styles';
import '../texts';

/** The period in the address (?period=quarter), so a reload or a shared link keeps it. */
function usePeriod(): [DashboardPeriod, (period: DashboardPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period = (DASHBOARD_PERIODS as readonly string[]).includes(asked ?? '') ? (asked as DashboardPeriod) : 'month';
  const setPeriod = (next: DashboardPeriod) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'month') updated.delete('period');
        else updated.set('period', next);
        return updated;
      },
      { replace: true },
    );
  return [period, setPeriod];
}

function PeriodSwitch({ period, onChange }: { period: DashboardPeriod; onChange: (period: DashboardPeriod) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Flex align="center" gap="2" data-print-hide>
      <Text id="dashboard-period-label" fontSize="sm" color="fg.muted">
        {t('dashboard.period.label')}
      </Text>
      <Flex role="group" aria-labelledby="dashboard-period-label" borderWidth="1px" rounded="md" overflow="hidden" bg="white">
        {DASHBOARD_PERIODS.map((choice) => (
          <Button
            key={choice}
            size="sm"
            rounded="none"
            variant={choice === period ? 'solid' : 'ghost'}
            colorPalette="brand"
            aria-pressed={choice === period}
            onClick={() => onChange(choice)}
            minW="16"
          >
            {t(`dashboard.period.${choice}`)}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}

/** /admin: the club at a glance (issue 43), each panel one call to the API. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const [period, setPeriod] = usePeriod();
  return (
    <Box>
      <DashboardStyles />
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} actions={<PeriodSwitch period={period} onChange={setPeriod} />} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
        <WaitingPanelView period={period} />
        <MembersPanelView period={period} />
        <RevenuePanelView period={period} />
        <EventsPanelView period={period} />
        <AttendancePanelView period={period} />
      </Grid>
    </Box>
  );
}
