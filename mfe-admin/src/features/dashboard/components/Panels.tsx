import { useMemo } from 'react';
import { Flex } from '@chakra-ui/react/flex';
import { Link as ChakraLink } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { AttendancePanel, DashboardPanel, DashboardPanels, DashboardPeriod, EventsPanel, MembersPanel, RevenuePanel, WaitingItem, WaitingPanel } from '@golf/contract/dashboard';
import { adminPaths, useAdminPath } from '../../../app/admin-paths';
import { formatHkd } from '../../../utils/money';
import { useDashboardPanel } from '../api/get-dashboard-panel';
import { formatRate, periodLabel, SERIES_COLOURS, shortDay } from '../utils/format';
import { ChartCanvas, type ChartConfig } from './ChartCanvas';
import { FigureTiles, PanelFrame } from './PanelFrame';
import '../texts';

type Props = { period: DashboardPeriod };
type ChartPanel = Exclude<DashboardPanel, 'waiting'>;
type Translate = TFunction<'admin'>;

/**
 * What every chart panel starts with: its figures for the period, its title, the words of its
 * range ("the last 12 months", "in the coming quarter") and its chart, built from the figures by
 * `chartOf` (a module-level function, so the chart is rebuilt only when the figures or the
 * language change).
 */
function useChartPanel<P extends ChartPanel>(
  panel: P,
  period: DashboardPeriod,
  rangeKind: 'trendOf' | 'aheadOf' | 'behindOf',
  chartOf: (data: DashboardPanels[P], t: Translate, language: string) => ChartConfig,
) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const range = t(`dashboard.${rangeKind}.${period}`);
  const query = useDashboardPanel(panel, period);
  const title = t(`dashboard.${panel}.title`);
  const { data } = query;
  const config = useMemo(() => (data ? chartOf(data, t, language) : null), [chartOf, data, language, t]);
  const chart = (height?: number) => config && <ChartCanvas config={config} label={t('dashboard.chartLabel', { title, range })} height={height} />;
  return { t, language, range, query, title, chart };
}

/** A chart's axis has room for a short name; the table and the tooltip carry the whole one. */
const short = (name: string, max = 18) => (name.length > max ? `${name.slice(0, max - 1)}…` : name);

const count = (value: number, language: string) => new Intl.NumberFormat(language.startsWith('en') ? 'en-HK' : 'zh-HK').format(value);

const membersChart = (data: MembersPanel, t: Translate, language: string): ChartConfig => ({
  type: 'bar',
  data: {
    labels: data.trend.map((row) => periodLabel(row.period, language)),
    datasets: [
      { type: 'line', label: t('dashboard.members.trendActive'), data: data.trend.map((row) => row.active), borderColor: SERIES_COLOURS.green, backgroundColor: SERIES_COLOURS.green, yAxisID: 'y' },
      { type: 'bar', label: t('dashboard.members.trendJoined'), data: data.trend.map((row) => row.joined), backgroundColor: SERIES_COLOURS.blue, yAxisID: 'y' },
      { type: 'bar', label: t('dashboard.members.trendLapsed'), data: data.trend.map((row) => row.lapsed), backgroundColor: SERIES_COLOURS.amber, yAxisID: 'y' },
    ],
  },
  options: { scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
});

export function MembersPanelView({ period }: Props) {
  const { t, language, query, title, chart } = useChartPanel('members', period, 'trendOf', membersChart);
  return (
    <PanelFrame<MembersPanel>
      panel="members"
      title={title}
      period={period}
      query={query}
      emptyOf={(panel) => (panel.figures.active + panel.figures.lapsed === 0 && panel.trend.every((row) => row.active + row.joined + row.lapsed === 0) ? { title: t('dashboard.members.empty'), hint: t('dashboard.members.emptyHint') } : null)}
      render={(panel) => ({
        figures: (
          <FigureTiles
            figures={[
              { label: t('dashboard.members.active'), value: count(panel.figures.active, language) },
              { label: t('dashboard.members.adults'), value: count(panel.figures.adults, language) },
              { label: t('dashboard.members.juniors'), value: count(panel.figures.juniors, language) },
              { label: t('dashboard.members.expiring'), value: count(panel.figures.expiring, language), tone: panel.figures.expiring ? 'warning' : undefined },
              { label: t('dashboard.members.lapsed'), value: count(panel.figures.lapsed, language) },
            ]}
          />
        ),
        chart: chart(),
        table: {
          columns: [t('dashboard.period.label'), t('dashboard.members.trendActive'), t('dashboard.members.trendJoined'), t('dashboard.members.trendLapsed')],
          rows: panel.trend.map((row) => [periodLabel(row.period, language), count(row.active, language), count(row.joined, language), count(row.lapsed, language)]),
        },
      })}
    />
  );
}

const revenueChart = (data: RevenuePanel, t: Translate, language: string): ChartConfig => ({
  type: 'bar',
  data: {
    labels: data.trend.map((row) => periodLabel(row.period, language)),
    datasets: [
      { label: t('dashboard.revenue.online'), data: data.trend.map((row) => row.online), backgroundColor: SERIES_COLOURS.blue, stack: 'in' },
      { label: t('dashboard.revenue.cash'), data: data.trend.map((row) => row.cash), backgroundColor: SERIES_COLOURS.green, stack: 'in' },
      { label: t('dashboard.revenue.transfer'), data: data.trend.map((row) => row.transfer), backgroundColor: SERIES_COLOURS.grey, stack: 'in' },
      { label: t('dashboard.revenue.refunds'), data: data.trend.map((row) => -row.refunds), backgroundColor: SERIES_COLOURS.red, stack: 'in' },
    ],
  },
  options: {
    scales: { x: { stacked: true }, y: { stacked: true, ticks: { callback: (value) => formatHkd(Number(value)) } } },
    plugins: { tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatHkd(Math.abs(Number(item.raw)))}` } } },
  },
});

export function RevenuePanelView({ period }: Props) {
  const { t, language, range, query, title, chart } = useChartPanel('revenue', period, 'trendOf', revenueChart);
  return (
    <PanelFrame<RevenuePanel>
      panel="revenue"
      title={title}
      period={period}
      query={query}
      emptyOf={(panel) => (panel.trend.every((row) => row.online + row.cash + row.transfer + row.refunds === 0) ? { title: t('dashboard.revenue.empty', { range }), hint: t('dashboard.revenue.emptyHint') } : null)}
      render={(panel) => ({
        figures: (
          <FigureTiles
            figures={[
              { label: t('dashboard.revenue.totalNet', { range }), value: formatHkd(panel.totals.net) },
              { label: t('dashboard.revenue.online'), value: formatHkd(panel.totals.online) },
              { label: t('dashboard.revenue.cash'), value: formatHkd(panel.totals.cash) },
              { label: t('dashboard.revenue.transfer'), value: formatHkd(panel.totals.transfer) },
              { label: t('dashboard.revenue.refunds'), value: formatHkd(panel.totals.refunds) },
            ]}
          />
        ),
        chart: chart(),
        table: {
          columns: [t('dashboard.period.label'), t('dashboard.revenue.online'), t('dashboard.revenue.cash'), t('dashboard.revenue.transfer'), t('dashboard.revenue.refunds'), t('dashboard.revenue.net')],
          rows: panel.trend.map((row) => [periodLabel(row.period, language), formatHkd(row.online), formatHkd(row.cash), formatHkd(row.transfer), formatHkd(row.refunds), formatHkd(row.net)]),
        },
      })}
    />
  );
}

const eventsChart = (data: EventsPanel, t: Translate, language: string): ChartConfig => ({
  type: 'bar',
  data: {
    labels: data.events.map((row) => `${shortDay(row.date, language)} ${short(row.name, 12)}`),
    datasets: [
      { label: t('dashboard.events.taken'), data: data.events.map((row) => row.taken), backgroundColor: SERIES_COLOURS.green, stack: 'places' },
      { label: t('dashboard.events.held'), data: data.events.map((row) => row.held), backgroundColor: SERIES_COLOURS.amber, stack: 'places' },
      { label: t('dashboard.events.free'), data: data.events.map((row) => Math.max(0, row.places - row.taken - row.held)), backgroundColor: '#d5dbe1', stack: 'places' },
      { label: t('dashboard.events.waiting'), data: data.events.map((row) => row.waiting), backgroundColor: SERIES_COLOURS.red, stack: 'waiting' },
    ],
  },
  options: {
    indexAxis: 'y',
    scales: { x: { stacked: true, beginAtZero: true, ticks: { precision: 0 } }, y: { stacked: true } },
    plugins: { tooltip: { callbacks: { title: (items) => { const row = data.events[items[0]?.dataIndex ?? 0]; return row ? `${shortDay(row.date, language)} ${row.name}` : ''; } } } },
  },
});

export function EventsPanelView({ period }: Props) {
  const { t, language, range, query, title, chart } = useChartPanel('events', period, 'aheadOf', eventsChart);
  return (
    <PanelFrame<EventsPanel>
      panel="events"
      title={title}
      period={period}
      query={query}
      emptyOf={(panel) => (panel.events.length === 0 ? { title: t('dashboard.events.empty', { range }), hint: t('dashboard.events.emptyHint') } : null)}
      render={(panel) => ({
        figures: (
          <FigureTiles
            figures={[
              { label: t('dashboard.events.count'), value: count(panel.totals.events, language) },
              { label: t('dashboard.events.fillRate'), value: formatRate(panel.totals.fillRate, language) },
              { label: t('dashboard.events.taken'), value: `${count(panel.totals.taken, language)} / ${count(panel.totals.places, language)}` },
              { label: t('dashboard.events.waiting'), value: count(panel.totals.waiting, language), tone: panel.totals.waiting ? 'warning' : undefined },
            ]}
          />
        ),
        chart: chart(Math.max(200, 40 + panel.events.length * 32)),
        table: {
          columns: [t('dashboard.events.event'), t('dashboard.events.date'), t('dashboard.events.places'), t('dashboard.events.taken'), t('dashboard.events.held'), t('dashboard.events.waiting'), t('dashboard.events.fillRate')],
          rows: panel.events.map((row) => [
            row.name,
            `${shortDay(row.date, language)} ${row.time}`,
            count(row.places, language),
            count(row.taken, language),
            count(row.held, language),
            count(row.waiting, language),
            formatRate(row.fillRate, language),
          ]),
        },
      })}
    />
  );
}

const attendanceChart = (data: AttendancePanel, t: Translate, language: string): ChartConfig => ({
  type: 'bar',
  data: {
    // Oldest first, left to right.
    labels: [...data.events].reverse().map((row) => shortDay(row.date, language)),
    datasets: [
      { label: t('dashboard.attendance.attended'), data: [...data.events].reverse().map((row) => row.attended), backgroundColor: SERIES_COLOURS.green, stack: 'entries' },
      { label: t('dashboard.attendance.noShows'), data: [...data.events].reverse().map((row) => row.noShows), backgroundColor: SERIES_COLOURS.red, stack: 'entries' },
    ],
  },
  options: {
    scales: { x: { stacked: true, ticks: { autoSkip: true, maxRotation: 0 } }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
    plugins: { tooltip: { callbacks: { title: (items) => { const row = [...data.events].reverse()[items[0]?.dataIndex ?? 0]; return row ? `${shortDay(row.date, language)} ${row.name}` : ''; } } } },
  },
});

export function AttendancePanelView({ period }: Props) {
  const { t, language, range, query, title, chart } = useChartPanel('attendance', period, 'behindOf', attendanceChart);
  return (
    <PanelFrame<AttendancePanel>
      panel="attendance"
      title={title}
      period={period}
      query={query}
      emptyOf={(panel) => (panel.events.length === 0 ? { title: t('dashboard.attendance.empty', { range }), hint: t('dashboard.attendance.emptyHint') } : null)}
      render={(panel) => ({
        figures: (
          <FigureTiles
            figures={[
              { label: t('dashboard.attendance.count'), value: count(panel.totals.events, language) },
              { label: t('dashboard.attendance.attended'), value: `${count(panel.totals.attended, language)} / ${count(panel.totals.expected, language)}` },
              { label: t('dashboard.attendance.noShows'), value: count(panel.totals.noShows, language) },
              { label: t('dashboard.attendance.noShowRate'), value: formatRate(panel.totals.noShowRate, language), tone: panel.totals.noShowRate >= 0.2 ? 'danger' : undefined },
            ]}
          />
        ),
        chart: chart(),
        table: {
          columns: [t('dashboard.attendance.event'), t('dashboard.attendance.date'), t('dashboard.attendance.expected'), t('dashboard.attendance.attended'), t('dashboard.attendance.noShows'), t('dashboard.attendance.noShowRate')],
          rows: panel.events.map((row) => [
            row.name,
            `${shortDay(row.date, language)} ${row.time}`,
            count(row.expected, language),
            count(row.attended, language),
            count(row.noShows, language),
            formatRate(row.noShowRate, language),
          ]),
        },
      })}
    />
  );
}

const WAITING_PAGES: Record<WaitingItem, string> = {
  reports: adminPaths.moderation,
  failedMails: adminPaths.outbox,
  unpaidEnrolments: adminPaths.events,
  dataRequests: adminPaths.dataRequests,
};

export function WaitingPanelView({ period }: Props) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const to = useAdminPath();
  const query = useDashboardPanel('waiting', period);
  return (
    <PanelFrame<WaitingPanel>
      panel="waiting"
      title={t('dashboard.waiting.title')}
      period={period}
      query={query}
      emptyOf={() => null}
      render={(panel) => ({
        figures: (
          <Stack gap="3">
            {panel.items.every((item) => item.count === 0) && (
              <Stack gap="1">
                <Text fontWeight="semibold">{t('dashboard.waiting.nothing')}</Text>
                <Text color="fg.muted">{t('dashboard.waiting.nothingHint')}</Text>
              </Stack>
            )}
            <Stack as="ul" listStyleType="none" gap="2">
              {panel.items.map((item) => (
                <Flex as="li" key={item.key} gap="3" align="center" borderWidth="1px" rounded="md" p="3" bg={item.count ? 'orange.50' : 'gray.50'} data-waiting={item.key}>
                  <Text fontSize="2xl" fontWeight="semibold" minW="10" textAlign="end" fontVariantNumeric="tabular-nums">
                    {count(item.count, language)}
                  </Text>
                  <Stack gap="0.5" minW="0">
                    <Text fontWeight="medium">{t(`dashboard.waiting.items.${item.key}`)}</Text>
                    <ChakraLink asChild color="brand.700" textDecoration="underline" fontSize="sm">
                      <Link to={to(WAITING_PAGES[item.key])}>{t(`dashboard.waiting.links.${item.key}`)}</Link>
                    </ChakraLink>
                  </Stack>
                </Flex>
              ))}
            </Stack>
          </Stack>
        ),
      })}
    />
  );
}
