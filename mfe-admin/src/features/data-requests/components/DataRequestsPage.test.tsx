import { fastUser } from '../../../testing/setup';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DataRequest } from '@golf/contract/privacy';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { DataRequestsPage } from './DataRequestsPage';

const server = setupApiServer();
const route = { route: '/admin/data-requests', path: '/admin/data-requests' };

const request = (overrides: Partial<DataRequest> = {}): DataRequest => ({
  _id: 'r1',
  kind: 'correction',
  member: { _id: 'u7', fullName: 'Lee Siu Lung', email: 'lee@example.com' },
  requester: '',
  details: 'My phone number is wrong',
  source: 'admin',
  receivedAt: '2026-10-01T02:00:00.000Z',
  dueAt: '2026-11-10T02:00:00.000Z',
  status: 'open',
  answeredAt: null,
  reason: '',
  overdue: true,
  ...overrides,
});

function serve(requests: DataRequest[], seen: { url: string; body?: unknown }[] = []) {
  server.use(
    http.get(`${API}/admin/privacy/requests`, ({ request: call }) => {
      seen.push({ url: call.url });
      const status = new URL(call.url).searchParams.get('status');
      const shown = requests.filter((row) => !status || row.status === status);
      return HttpResponse.json({ status: 'ok', requests: shown, totalPages: 1, openCount: requests.filter((row) => row.status === 'open').length, overdueCount: requests.filter((row) => row.overdue).length });
    }),
    http.post(`${API}/admin/privacy/requests/:id/answer`, async ({ request: call, params }) => {
      const body = (await call.json()) as { outcome: 'answered' | 'refused'; reason: string };
      seen.push({ url: `answer ${String(params.id)}`, body });
      if (body.outcome === 'refused' && !body.reason) return HttpResponse.json({ status: 'nok', error: 'Give the reason for refusing' }, { status: 400 });
      const index = requests.findIndex((row) => row._id === params.id);
      requests[index] = { ...requests[index]!, status: body.outcome, reason: body.reason, answeredAt: '2026-11-28T02:00:00.000Z', overdue: false };
      return HttpResponse.json({ status: 'ok', request: requests[index] });
    }),
    http.post(`${API}/admin/privacy/requests`, async ({ request: call }) => {
      const body = (await call.json()) as { kind: DataRequest['kind']; requester: string; memberEmail?: string };
      seen.push({ url: 'log', body });
      if (body.memberEmail === 'nobody@example.com') return HttpResponse.json({ status: 'nok', error: 'No member uses this address' }, { status: 400 });
      const logged = request({ _id: `r${requests.length + 1}`, kind: body.kind, member: null, requester: body.requester, details: '', overdue: false, dueAt: '2027-01-07T02:00:00.000Z' });
      requests.unshift(logged);
      return HttpResponse.json({ status: 'ok', request: logged });
    }),
  );
}

test('shows the clock and who asked; refusing needs the reason, then it is logged', async () => {
  const user = fastUser();
  const seen: { url: string; body?: unknown }[] = [];
  serve([request(), request({ _id: 'r2', kind: 'access', source: 'export', status: 'answered', answeredAt: '2026-11-02T02:00:00.000Z', overdue: false, details: '' })], seen);
  renderPage(<DataRequestsPage />, route);
  const cards = await screen.findAllByTestId('data-request');
  expect(cards[0]).toHaveTextContent('Correction');
  expect(cards[0]).toHaveTextContent('Overdue');
  expect(cards[0]).toHaveTextContent(/Received .*Due /);
  expect(within(cards[0]!).getByRole('link', { name: 'Lee Siu Lung (lee@example.com)' })).toHaveAttribute('href', '/admin/user-management/user-detail/u7');
  expect(cards[1]).toHaveTextContent('The member downloaded their data: this answers the request.');
  expect(within(cards[1]!).queryByRole('button', { name: 'Refuse' })).toBeNull();
  expect(screen.getByTestId('data-request-counts')).toHaveTextContent('1 open · 1 overdue');

  await user.click(within(cards[0]!).getByRole('button', { name: 'Refuse' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('The law asks for the reason of a refusal to be logged.');
  await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Give the reason for refusing');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Identity not verified');
  await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(await screen.findByText(/Refused .* · Reason: Identity not verified/)).toBeInTheDocument();
  expect(seen.filter((call) => call.url.startsWith('answer')).map((call) => call.body)).toEqual([
    { outcome: 'refused', reason: '' },
    { outcome: 'refused', reason: 'Identity not verified' },
  ]);
});

test('logs a request received by letter; an unknown member address says so', async () => {
  const user = fastUser();
  serve([]);
  renderPage(<DataRequestsPage />, route);
  expect(await screen.findByText('No requests yet')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Log a request' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: /Member’s email/ }), 'nobody@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Log it' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('No member uses this address');
  await user.clear(within(dialog).getByRole('textbox', { name: /Member’s email/ }));
  await user.type(within(dialog).getByRole('textbox', { name: /Who asked/ }), 'Mrs Wong (by letter)');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind of request' }), 'erasure');
  await user.click(within(dialog).getByRole('button', { name: 'Log it' }));
  const card = await screen.findByTestId('data-request');
  expect(card).toHaveTextContent('Erasure');
  expect(card).toHaveTextContent('Mrs Wong (by letter)');
});

test('filters by status in the URL, with its own empty state', async () => {
  const user = fastUser();
  const seen: { url: string }[] = [];
  serve([request()], seen);
  renderPage(<DataRequestsPage />, route);
  await screen.findByTestId('data-request');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'refused');
  expect(await screen.findByText('No requests with this status')).toBeInTheDocument();
  expect(new URL(seen.at(-1)!.url).searchParams.get('status')).toBe('refused');
});

test('in Chinese; a failed load says so and retries', async () => {
  const user = fastUser();
  let fail = true;
  server.use(
    http.get(`${API}/admin/privacy/requests`, () =>
      fail ? HttpResponse.json({ status: 'nok', error: 'down' }, { status: 500 }) : HttpResponse.json({ status: 'ok', requests: [request()], totalPages: 1, openCount: 1, overdueCount: 1 }),
    ),
  );
  renderPage(<DataRequestsPage />, { ...route, language: 'zh' });
  expect(await screen.findByText('載入資料要求時出錯')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: /重試|再試/ }));
  const card = await screen.findByTestId('data-request');
  expect(card).toHaveTextContent('改正');
  expect(card).toHaveTextContent('已逾期');
  expect(screen.getByTestId('data-request-counts')).toHaveTextContent('1 項待處理 · 1 項逾期');
});
