import { fastUser } from '../../../testing/setup';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AttendeesResponse, WaitlistEntry } from '@golf/contract/attendees';
import type { Enrollment } from '@golf/contract/event-shapes';
import { writeToken } from '@golf/shared/api/session-token';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { makeEnrollment, makeEvent } from '../../../testing/fixtures';
import { formatDateTime } from '../../../utils/date-time';
import { AttendeesPage } from './AttendeesPage';

jest.setTimeout(20_000);

const server = setupApiServer();
const route = { route: '/admin/event-attendees/event-1', path: '/admin/event-attendees/:eventId' };

const enrollment = (overrides: Partial<Enrollment>) => makeEnrollment({ fullName: '陳大文', price: 180, createdAt: '2031-01-01T10:00:00.000Z', ...overrides });

const attendees = (overrides: Partial<AttendeesResponse> = {}): AttendeesResponse => ({
  status: 'ok',
  event: makeEvent({ name: 'Wednesday Practice', date: '2031-01-08', maxParticipants: 12 }),
  enrollments: [
    enrollment({ _id: 'en-1', fullName: 'Paid Online', paymentStatus: 'Paid', paidWith: 'payment', checkedInAt: '2031-01-08T11:05:00.000Z' }),
    enrollment({ _id: 'en-2', fullName: 'Paid Cash', paymentStatus: 'Paid', paidWith: 'cash', remarks: 'Left-handed clubs' }),
    enrollment({ _id: 'en-3', fullName: 'Not Yet Paid' }),
  ],
  juniors: [],
  totals: { enrolled: 3, paid: 2, checkedIn: 1, paidAmount: 360, held: 0, waiting: 0 },
  refunds: [{ _id: 'r-1', enrollmentId: 'en-0', fullName: 'Gone Home', email: 'gone@golf.test', amount: 180, paidWith: 'payment', refundedAt: '2031-01-02T10:00:00.000Z' }],
  waitlist: [],
  ...overrides,
});

function serve(answer: () => AttendeesResponse | Response) {
  const calls: string[] = [];
  server.use(
    http.get(`${API}/admin/event/event-1/enrollments`, () => {
      calls.push('list');
      const body = answer();
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return calls;
}

beforeEach(() => writeToken('admin-token'));

test('shows the headcount, each attendee’s payment and check-in, and the refunds made', async () => {
  serve(() => attendees());
  renderPage(<AttendeesPage />, route);
  expect(await screen.findByRole('heading', { name: 'Attendees: Wednesday Practice' })).toBeInTheDocument();
  const totals = screen.getAllByRole('listitem').slice(0, 6).map((item) => item.textContent);
  expect(totals).toEqual(['Enrolled3 / 12', 'Paid2', 'Checked in1', 'ReceivedHK$360', 'Places held0', 'Waiting0']);
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(within(rows[0]!).getByText('Paid · Online')).toBeInTheDocument();
  expect(within(rows[0]!).queryByRole('button')).toBeNull();
  expect(within(rows[1]!).getByText('Remarks: Left-handed clubs')).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('button', { name: 'Refund Paid Cash' })).toBeInTheDocument();
  expect(within(rows[2]!).getByText('Unpaid')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('Not yet')).toBeInTheDocument();
  expect(within(rows[2]!).getByRole('button', { name: 'Mark paid: Not Yet Paid' })).toBeInTheDocument();
  const refunds = screen.getByRole('region', { name: 'Refunds' });
  expect(within(refunds).getByText('Gone Home')).toBeInTheDocument();
  expect(within(refunds).getByText(/^HK\$180 · Online · /)).toBeInTheDocument();
});

test('records a bank transfer for an unpaid place and shows the new state', async () => {
  const user = fastUser();
  let paid = false;
  const calls = serve(() => attendees(paid ? { enrollments: [enrollment({ _id: 'en-3', fullName: 'Not Yet Paid', paymentStatus: 'Paid', paidWith: 'bankTransfer' })] } : { enrollments: [enrollment({ _id: 'en-3', fullName: 'Not Yet Paid' })] }));
  let body: unknown;
  server.use(
    http.post(`${API}/admin/event/enrollment/en-3/mark-paid`, async ({ request }) => {
      body = await request.json();
      paid = true;
      return HttpResponse.json({ status: 'ok', enrollment: enrollment({ _id: 'en-3', paymentStatus: 'Paid', paidWith: 'bankTransfer' }) });
    }),
  );
  renderPage(<AttendeesPage />, route);
  await user.click(await screen.findByRole('button', { name: 'Mark paid: Not Yet Paid' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(/Not Yet Paid paid HK\$180\. How was it paid\?/)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Cash' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(within(dialog).getByRole('button', { name: 'Bank transfer' }));
  await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
  expect(await screen.findByText('Not Yet Paid is marked paid')).toBeInTheDocument();
  expect(body).toEqual({ method: 'bankTransfer' });
  expect(await screen.findByText('Paid · Bank transfer')).toBeInTheDocument();
  expect(calls.length).toBeGreaterThanOrEqual(2);
});

test('a refund the server refuses keeps the dialog and says why, in Chinese too', async () => {
  const user = fastUser();
  serve(() => attendees());
  server.use(
    http.post(`${API}/admin/event/enrollment/en-2/refund`, () => HttpResponse.json({ status: 'nok', error: '此會員已經入場，名額不能退款。' }, { status: 409 })),
  );
  renderPage(<AttendeesPage />, { ...route, language: 'zh' });
  await user.click(await screen.findByRole('button', { name: '為 Paid Cash 退款' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(/HK\$180 會退回給 Paid Cash（現金）/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '退款' }));
  expect(await screen.findByText('無法退款')).toBeInTheDocument();
  expect(screen.getByText('此會員已經入場，名額不能退款。')).toBeInTheDocument();
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
});

test('downloads the CSV with the session’s token and names the file it saved', async () => {
  const user = fastUser();
  serve(() => attendees());
  let authorization: string | null = null;
  server.use(
    http.get(`${API}/admin/event/event-1/enrollments.csv`, ({ request }) => {
      authorization = request.headers.get('Authorization');
      return new HttpResponse('\uFEFFName\r\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="attendees-2031-01-08.csv"; filename*=UTF-8''2031-01-08%20Wednesday%20Practice.csv` },
      });
    }),
  );
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderPage(<AttendeesPage />, route);
  await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
  expect(await screen.findByText('Saved 2031-01-08 Wednesday Practice.csv')).toBeInTheDocument();
  expect(authorization).toBe('Bearer admin-token');
  expect(clicked).toHaveBeenCalledTimes(1);
  clicked.mockRestore();
});

test('an event that is gone, an empty list and a failure each say so', async () => {
  serve(() => HttpResponse.json({ status: 'nok', error: 'Event not found.' }, { status: 404 }));
  const gone = renderPage(<AttendeesPage />, route);
  expect(await screen.findByText('Event not found')).toBeInTheDocument();
  gone.unmount();

  serve(() => attendees({ enrollments: [], refunds: [], totals: { enrolled: 0, paid: 0, checkedIn: 0, paidAmount: 0, held: 0, waiting: 0 } }));
  const empty = renderPage(<AttendeesPage />, { ...route, language: 'zh' });
  expect(await screen.findByText('暫時未有人報名')).toBeInTheDocument();
  empty.unmount();

  let fail = true;
  serve(() => (fail ? HttpResponse.json({ status: 'nok' }, { status: 500 }) : attendees()));
  renderPage(<AttendeesPage />, route);
  expect(await screen.findByText('Error loading the attendees')).toBeInTheDocument();
  fail = false;
  await fastUser().click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Attendees: Wednesday Practice' })).toBeInTheDocument());
});

test('on a phone each attendee is a card with its action', async () => {
  window.innerWidth = 375;
  serve(() => attendees());
  renderPage(<AttendeesPage />, route);
  const card = (await screen.findByText('Not Yet Paid')).closest('li')!;
  expect(screen.queryByRole('table')).toBeNull();
  expect(within(card).getByRole('button', { name: 'Mark paid: Not Yet Paid' })).toBeInTheDocument();
});

test('the table’s columns are named in words, in both languages (never a text key)', async () => {
  serve(() => attendees());
  const english = renderPage(<AttendeesPage />, route);
  const headers = async () => within(await screen.findByRole('table')).getAllByRole('columnheader').map((header) => header.textContent);
  expect(await headers()).toEqual(['Member', 'Contact', 'Price', 'Payment', 'Check-in', 'Actions']);
  english.unmount();
  renderPage(<AttendeesPage />, { ...route, language: 'zh' });
  expect(await headers()).toEqual(['會員', '聯絡', '價錢', '付款', '入場', '操作']);
});

const waitlisted = (overrides: Partial<WaitlistEntry>): WaitlistEntry => ({
  _id: 'w-1',
  userId: 'u-1',
  personId: 'u-1',
  fullName: 'Holds A Place',
  guardianName: null,
  email: 'holder@golf.test',
  phone: '91234567',
  joinedAt: '2031-01-03T02:00:00.000Z',
  position: 0,
  holdUntil: null,
  ...overrides,
});

const fullWithWaitlist = () =>
  attendees({
    event: makeEvent({ name: 'Wednesday Practice', date: '2031-01-08', maxParticipants: 3 }),
    enrollments: [enrollment({ _id: 'en-1', fullName: 'Paid Cash', paymentStatus: 'Paid', paidWith: 'cash' }), enrollment({ _id: 'en-2', fullName: 'Not Yet Paid' })],
    totals: { enrolled: 2, paid: 1, checkedIn: 0, paidAmount: 180, held: 1, waiting: 2 },
    waitlist: [
      waitlisted({ _id: 'w-1', fullName: 'Holds A Place', holdUntil: '2031-01-04T12:30:00.000Z' }),
      waitlisted({ _id: 'w-2', fullName: '第一位候補', email: 'next@golf.test', position: 1 }),
      waitlisted({ _id: 'w-3', fullName: 'Second In Line', email: 'second@golf.test', position: 2 }),
      // A junior waits under the guardian who put them on the list (decision 97).
      waitlisted({ _id: 'w-4', userId: 'u-9', personId: 'p-7', fullName: '陳小明 Chan Siu Ming', guardianName: 'Chan Tai Man', email: 'parent@golf.test', phone: '98765432', position: 3 }),
    ],
  });

test('the waiting list: whose place is held until when, who waits at which place', async () => {
  serve(fullWithWaitlist);
  renderPage(<AttendeesPage />, route);
  const list = await screen.findByRole('region', { name: 'Waiting list' });
  const totals = screen.getAllByRole('listitem').slice(0, 6).map((item) => item.textContent);
  expect(totals).toEqual(['Enrolled2 / 3', 'Paid1', 'Checked in0', 'ReceivedHK$180', 'Places held1', 'Waiting2']);
  const entries = within(list).getAllByRole('listitem');
  expect(entries).toHaveLength(4);
  expect(within(entries[0]!).getByText('Holds A Place')).toBeInTheDocument();
  expect(within(entries[0]!).getByText(`Place held until ${formatDateTime('2031-01-04T12:30:00.000Z', 'en')}`)).toBeInTheDocument();
  expect(within(entries[0]!).getByText('holder@golf.test · 91234567')).toBeInTheDocument();
  expect(within(entries[1]!).getByText('No. 1 in line')).toBeInTheDocument();
  expect(within(entries[2]!).getByText('Second In Line')).toBeInTheDocument();
  expect(within(entries[2]!).getByText('No. 2 in line')).toBeInTheDocument();
  expect(within(entries[2]!).queryByTestId('waitlist-guardian')).toBeNull();
  expect(within(entries[3]!).getByText('陳小明 Chan Siu Ming')).toBeInTheDocument();
  expect(within(entries[3]!).getByText('Junior')).toBeInTheDocument();
  expect(within(entries[3]!).getByTestId('waitlist-guardian')).toHaveTextContent('Guardian: Chan Tai Man · 98765432');
  expect(within(entries[3]!).getByText('parent@golf.test')).toBeInTheDocument();
  expect(within(entries[3]!).getByText('No. 3 in line')).toBeInTheDocument();
});

test('the waiting list in Chinese, and a full event nobody waits for says so', async () => {
  serve(fullWithWaitlist);
  const chinese = renderPage(<AttendeesPage />, { ...route, language: 'zh' });
  const list = await screen.findByRole('region', { name: '候補名單' });
  expect(within(list).getByText(`名額保留至 ${formatDateTime('2031-01-04T12:30:00.000Z', 'zh')}`)).toBeInTheDocument();
  expect(within(list).getByText('候補第 1 位')).toBeInTheDocument();
  expect(within(list).getByTestId('waitlist-guardian')).toHaveTextContent('監護人：Chan Tai Man · 98765432');
  expect(screen.getByText('保留名額')).toBeInTheDocument();
  chinese.unmount();

  serve(() => attendees({ event: makeEvent({ name: 'Wednesday Practice', maxParticipants: 3 }), totals: { enrolled: 3, paid: 2, checkedIn: 1, paidAmount: 360, held: 0, waiting: 0 } }));
  const full = renderPage(<AttendeesPage />, route);
  expect(await within(await screen.findByRole('region', { name: 'Waiting list' })).findByText('The event is full and nobody is waiting yet.')).toBeInTheDocument();
  full.unmount();

  // Places left: no waiting list to speak of.
  serve(() => attendees());
  renderPage(<AttendeesPage />, route);
  await screen.findByRole('table');
  expect(screen.queryByRole('region', { name: 'Waiting list' })).toBeNull();
});
