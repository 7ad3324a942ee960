import { fastUser } from '../../../testing/setup';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DashboardPanels } from '@golf/contract/dashboard';
import { expectAccessible } from '@golf/shared/testing/axe';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { useLocation } from 'react-router-dom';
import type { ChartConfig } from './ChartCanvas';
import { DashboardPage } from './DashboardPage';

// jsdom has no canvas: the chart is a named image here, and the test reads what it was given.
const charts = new Map<string, ChartConfig>();
jest.mock('./ChartCanvas', () => ({
  ChartCanvas: ({ config, label }: { config: ChartConfig; label: string }) => {
    charts.set(label.split(',')[0]!, config);
    return <div role="img" aria-label={label} />;
  },
}));

const base = { status: 'ok' as const, asOf: '2026-11-28T02:00:00.000Z' };
function answers(period: 'month' | 'quarter' | 'year'): DashboardPanels {
  return {
    members: {
      ...base,
      period,
      figures: { active: 41, adults: 30, juniors: 11, expiring: 3, lapsed: 7 },
      trend: [
        { period: period === 'month' ? '2026-10' : '2026-Q3', active: 38, joined: 2, lapsed: 1 },
        { period: period === 'month' ? '2026-11' : '2026-Q4', active: 30, joined: 4, lapsed: 2 },
      ],
    },
    revenue: {
      ...base,
      period,
      trend: [{ period: '2026-11', online: 1200.5, cash: 300, transfer: 0, refunds: 50, net: 1450.5 }],
      totals: { online: 1200.5, cash: 300, transfer: 0, refunds: 50, net: 1450.5 },
    },
    events: {
      ...base,
      period,
      from: '2026-11-28',
      until: '2026-12-28',
      totals: { events: 1, places: 20, taken: 15, waiting: 4, fillRate: 0.75 },
      events: [{ _id: 'e1', name: 'Spring camp', date: '2026-12-05', time: '09:30', places: 20, taken: 15, held: 1, waiting: 4, fillRate: 0.75 }],
    },
    attendance: { ...base, period, from: '2026-10-28', until: '2026-11-28', totals: { events: 0, expected: 0, attended: 0, noShows: 0, noShowRate: 0 }, events: [] },
    waiting: {
      ...base,
      period,
      items: [
        { key: 'reports', count: 2 },
        { key: 'failedMails', count: period === 'year' ? 9 : 1 },
        { key: 'unpaidEnrolments', count: 0 },
      ],
    },
  };
}

const server = setupApiServer();
let asked: string[] = [];
beforeEach(() => {
  asked = [];
  charts.clear();
  server.use(
    http.get(`${API}/admin/dashboard/:panel`, ({ request, params }) => {
      const period = (new URL(request.url).searchParams.get('period') ?? 'month') as 'month' | 'quarter' | 'year';
      asked.push(`${String(params.panel)}:${period}`);
      return HttpResponse.json(answers(period)[params.panel as keyof DashboardPanels]);
    }),
  );
});

const route = { route: '/admin', path: '/admin' };

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}
const panel = (name: string) => screen.getByRole('region', { name });

test('every panel: figures, a chart with its table, and the waiting items linking to their pages', async () => {
  const { container } = renderPage(<DashboardPage />, route);
  expect(screen.getByRole('heading', { level: 1, name: 'The club at a glance' })).toBeInTheDocument();
  expect(await screen.findByText('41')).toBeInTheDocument();
  const members = panel('Members');
  expect(within(members).getByText('Expiring within 30 days').nextSibling).toHaveTextContent('3');
  expect(within(members).getByRole('img', { name: 'Members, chart of the last 12 months. The same figures follow as a table.' })).toBeInTheDocument();
  // The chart's figures are a table for screen readers, with row and column headers.
  const table = within(members).getByRole('table', { name: 'Members: the figures of the chart' });
  expect(within(table).getByRole('rowheader', { name: 'Oct 2026' })).toBeInTheDocument();
  expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Nov 2026' + '30' + '4' + '2');
  expect(charts.get('Members')!.data.datasets.map((set) => set.data)).toEqual([[38, 30], [2, 4], [1, 2]]);

  const revenue = await screen.findByRole('region', { name: 'Revenue' });
  expect(await within(revenue).findByText('HK$1,450.50', { selector: 'dd' })).toBeInTheDocument();
  // Refunds go below the axis.
  expect(charts.get('Revenue')!.data.datasets.map((set) => set.data)).toEqual([[1200.5], [300], [0], [-50]]);

  const events = panel('Upcoming events');
  expect(await within(events).findByText('75%', { selector: 'dd' })).toBeInTheDocument();
  expect(within(events).getByRole('rowheader', { name: 'Spring camp' }).parentElement).toHaveTextContent('Spring camp5 Dec 09:3020151475%');

  expect(await within(panel('Attendance')).findByText('No event with entries took place of the past month')).toBeInTheDocument();

  const waiting = panel('Waiting for someone');
  expect(await within(waiting).findByRole('link', { name: 'Review the reports in Forum Moderation' })).toHaveAttribute('href', '/admin/moderation');
  expect(within(waiting).getByRole('link', { name: 'Read the failed mails in the Outbox' })).toHaveAttribute('href', '/admin/outbox');
  expect(within(waiting).getByRole('link', { name: 'Find the unpaid enrolments in Event Management' })).toHaveAttribute('href', '/admin/event-management');
  expect(asked.sort()).toEqual(['attendance:month', 'events:month', 'members:month', 'revenue:month', 'waiting:month']);
  await expectAccessible(container);
});

test('the period switch asks every panel again and keeps the choice in the address', async () => {
  const user = fastUser();
  renderPage(
    <>
      <DashboardPage />
      <Location />
    </>,
    route,
  );
  await screen.findByText('41');
  expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Year' }));
  expect(screen.getByRole('button', { name: 'Year' })).toHaveAttribute('aria-pressed', 'true');
  expect(await within(panel('Waiting for someone')).findByText('9')).toBeInTheDocument();
  expect(asked.filter((call) => call.endsWith(':year')).sort()).toEqual(['attendance:year', 'events:year', 'members:year', 'revenue:year', 'waiting:year']);
  expect(await within(panel('Members')).findByRole('rowheader', { name: 'Q3 2026' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('?period=year');
});

test('a chart can be read as a table instead', async () => {
  const user = fastUser();
  renderPage(<DashboardPage />, route);
  const revenue = await screen.findByRole('region', { name: 'Revenue' });
  await within(revenue).findByRole('img');
  await user.click(within(revenue).getByRole('button', { name: 'Show as table' }));
  expect(within(revenue).queryByRole('img')).toBeNull();
  expect(within(revenue).getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(revenue).getByRole('table').closest('[data-figures-table]')).toHaveAttribute('data-figures-table', 'shown');
});

test('a panel that fails says so and offers Retry; the others still show', async () => {
  const user = fastUser();
  let fail = true;
  server.use(
    http.get(`${API}/admin/dashboard/revenue`, () =>
      fail ? HttpResponse.json({ status: 'nok', error: 'The database is busy' }, { status: 503 }) : HttpResponse.json(answers('month').revenue),
    ),
  );
  renderPage(<DashboardPage />, route);
  const revenue = screen.getByRole('region', { name: 'Revenue' });
  expect(within(revenue).getByRole('status')).toHaveTextContent('Loading the figures…');
  expect(await within(revenue).findByRole('alert')).toHaveTextContent('The database is busy');
  expect(await screen.findByText('41')).toBeInTheDocument();
  fail = false;
  await user.click(within(revenue).getByRole('button', { name: 'Retry' }));
  expect(await within(revenue).findByText('HK$1,450.50', { selector: 'dd' })).toBeInTheDocument();
});

test('in Chinese', async () => {
  renderPage(<DashboardPage />, { ...route, language: 'zh' });
  expect(await screen.findByRole('heading', { level: 1, name: '會所概覽' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: '到論壇管理審核舉報' })).toBeInTheDocument();
  expect(await within(screen.getByRole('region', { name: '會員' })).findByRole('rowheader', { name: '2026年10月' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '季' })).toHaveAttribute('aria-pressed', 'false');
});

test('Print prints that panel alone; Download CSV saves its file', async () => {
  const user = fastUser();
  const print = jest.spyOn(window, 'print').mockImplementation(() => {
    // While the dialog is open, the page marks the panel being printed.
    expect(document.body).toHaveAttribute('data-printing-panel', 'events');
  });
  let csvAsked = '';
  server.use(
    http.get(`${API}/admin/dashboard/events`, ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('format') !== 'csv') return HttpResponse.json(answers('month').events);
      csvAsked = url.search;
      return new HttpResponse('\uFEFFDate,Time\r\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="dashboard-events-month-2026-11-28.csv"' } });
    }),
  );
  renderPage(<DashboardPage />, route);
  const events = await screen.findByRole('region', { name: 'Upcoming events' });
  await within(events).findByRole('img');
  await user.click(within(events).getByRole('button', { name: 'Print: Upcoming events' }));
  expect(print).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event('afterprint'));
  expect(document.body).not.toHaveAttribute('data-printing-panel');
  print.mockRestore();

  await user.click(within(events).getByRole('button', { name: 'Download CSV: Upcoming events' }));
  expect(await screen.findByText('Downloaded dashboard-events-month-2026-11-28.csv')).toBeInTheDocument();
  expect(csvAsked).toBe('?period=month&format=csv');
});
