import { fastUser } from '../../../testing/setup';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { AccessLogPage } from './AccessLogPage';

const server = setupApiServer();
const route = { route: '/admin/access-log', path: '/admin/access-log' };

const entry = (n: number, action: string, subject: { _id: string; fullName: string } | null = null, admin: { _id: string; fullName: string } | null = { _id: 'a1', fullName: 'Club Admin' }) => ({
  _id: String(n),
  admin,
  action,
  subject,
  path: `/admin/path/${n}`,
  createdAt: '2026-11-20T02:15:00.000Z',
});

test('says who opened whose data, links to the member, and pages through', async () => {
  const user = fastUser();
  const pages: string[] = [];
  server.use(
    http.get(`${API}/admin/privacy/access-log`, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page')!;
      pages.push(page);
      return HttpResponse.json({
        status: 'ok',
        entries: page === '1' ? [entry(1, 'user.view', { _id: 'u7', fullName: 'Lee Siu Lung' }), entry(2, 'attendees.csv', null, null), entry(3, 'something.new')] : [entry(4, 'outbox.read')],
        totalPages: 2,
      });
    }),
  );
  renderPage(<AccessLogPage />, route);
  const rows = await screen.findAllByTestId('access-log-entry');
  expect(rows[0]).toHaveTextContent('Club Admin opened the page of Lee Siu Lung');
  expect(within(rows[0]!).getByRole('link', { name: 'Lee Siu Lung' })).toHaveAttribute('href', '/admin/user-management/user-detail/u7');
  expect(rows[1]).toHaveTextContent('A former admin downloaded an attendee list (CSV)');
  expect(rows[2]).toHaveTextContent('Club Admin something.new');
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText(/read the outbox/)).toBeInTheDocument();
  expect(pages).toEqual(['1', '2']);
});

test('empty, in Chinese', async () => {
  server.use(http.get(`${API}/admin/privacy/access-log`, () => HttpResponse.json({ status: 'ok', entries: [], totalPages: 1 })));
  renderPage(<AccessLogPage />, { ...route, language: 'zh' });
  expect(await screen.findByText('暫時未有紀錄')).toBeInTheDocument();
});

test('a failed load says so and retries', async () => {
  const user = fastUser();
  let fail = true;
  server.use(
    http.get(`${API}/admin/privacy/access-log`, () =>
      fail ? HttpResponse.json({ status: 'nok', error: 'down' }, { status: 500 }) : HttpResponse.json({ status: 'ok', entries: [entry(1, 'outbox.read')], totalPages: 1 }),
    ),
  );
  renderPage(<AccessLogPage />, route);
  expect(await screen.findByText('Error loading the access log')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('access-log-entry')).toHaveTextContent('read the outbox');
});
