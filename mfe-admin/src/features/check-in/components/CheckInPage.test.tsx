import { fastUser } from '../../../testing/setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { makeEvent } from '../../../testing/fixtures';
import { CheckInPage } from './CheckInPage';

const server = setupApiServer();
const route = { route: '/admin/check-in', path: '/admin/check-in' };
const CODE = 'GBEVT:event-1:enrol-1';

const enrollment = {
  _id: 'enrol-1',
  eventId: 'event-1',
  userId: 'u1',
  fullName: 'Chan Tai Man',
  email: 'chan@golf.test',
  phone: '91234567',
  price: 100,
  remarks: null,
  paymentStatus: 'Paid',
  paymentLink: null,
  paymentLinkId: null,
  paidWith: 'payment',
  checkedInAt: null,
  createdAt: '2026-04-01T00:00:00.000Z',
};

/** The real rule: a paid code admits once, then says when it was used. */
function serveCheckIn(codes: unknown[] = []) {
  let usedAt: string | null = null;
  server.use(
    http.post(`${API}/admin/event/checkin`, async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      codes.push(code);
      if (!code.startsWith('GBEVT:')) return HttpResponse.json({ status: 'nok', error: 'This is not an entry code.' }, { status: 400 });
      if (code !== CODE) return HttpResponse.json({ status: 'nok', result: 'notFound', error: 'No entry matches this code.' }, { status: 404 });
      const first = usedAt === null;
      usedAt ??= '2026-04-10T01:30:00.000Z';
      return HttpResponse.json({
        status: 'ok',
        result: first ? 'checkedIn' : 'alreadyCheckedIn',
        enrollment: { ...enrollment, checkedInAt: usedAt },
        event: makeEvent(),
        checkedInAt: usedAt,
      });
    }),
  );
  return codes;
}

/** The result panel (the session list below repeats the outcome as a badge). */
const result = () => within(screen.getByRole('region', { name: /Result|結果/ }));

async function typeCode(code: string) {
  fireEvent.change(screen.getByLabelText('Entry code'), { target: { value: code } });
  await fastUser().click(screen.getByRole('button', { name: 'Check In' }));
}

test('a typed paid code checks in once; the second time it says when it was used', async () => {
  const codes = serveCheckIn();
  renderPage(<CheckInPage />, route);
  expect(screen.getByText('Scan or type a code to check a member in.')).toBeInTheDocument();

  await typeCode(`  ${CODE} `);
  expect(await result().findByText('Checked in')).toBeInTheDocument();
  expect(screen.getByText('The entry is valid. Welcome, Chan Tai Man!')).toBeInTheDocument();
  expect(screen.getByText('Sunday Range Practice')).toBeInTheDocument();
  expect(screen.getByText('2099-05-10 09:30')).toBeInTheDocument();
  expect(screen.getByLabelText('Entry code')).toHaveValue('');

  await typeCode(CODE);
  expect(await result().findByText('Already checked in')).toBeInTheDocument();
  expect(screen.getByText(/This code was already used at .*2026/)).toBeInTheDocument();
  expect(codes).toEqual([CODE, CODE]);
  const history = screen.getByRole('list', { name: 'This Session' });
  expect(within(history).getAllByRole('listitem')).toHaveLength(2);
});

test('an unpaid enrolment is refused', async () => {
  server.use(
    http.post(`${API}/admin/event/checkin`, () =>
      HttpResponse.json({ status: 'ok', result: 'unpaid', enrollment: { ...enrollment, paymentStatus: 'Pending' }, event: makeEvent(), checkedInAt: null }),
    ),
  );
  renderPage(<CheckInPage />, route);
  await typeCode(CODE);
  expect(await result().findByText('Not paid')).toBeInTheDocument();
  expect(screen.getByText('Pending')).toBeInTheDocument();
});

test('an unknown code and a text that is no entry code are told apart', async () => {
  serveCheckIn();
  renderPage(<CheckInPage />, route);
  await typeCode('GBEVT:event-1:nobody');
  expect(await result().findByText('Entry not found')).toBeInTheDocument();
  expect(screen.getByText('No entry matches this code.')).toBeInTheDocument();
  await typeCode('hello');
  expect(await result().findByText('Not an entry code')).toBeInTheDocument();
  expect(screen.getByText('This is not an entry code.')).toBeInTheDocument();
});

test('asks for a code before checking, and reports a failed call', async () => {
  server.use(http.post(`${API}/admin/event/checkin`, () => HttpResponse.error()));
  renderPage(<CheckInPage />, route);
  await fastUser().click(screen.getByRole('button', { name: 'Check In' }));
  expect(screen.getByText('Please type the entry code')).toBeInTheDocument();
  await typeCode(CODE);
  expect(await screen.findByText('Check-in failed')).toBeInTheDocument();
  expect(screen.getByLabelText('Entry code')).toHaveValue(CODE);
});

test('speaks Chinese', async () => {
  serveCheckIn();
  renderPage(<CheckInPage />, { ...route, language: 'zh' });
  expect(screen.getByRole('heading', { name: '活動簽到' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('入場代碼'), { target: { value: CODE } });
  await fastUser().click(screen.getByRole('button', { name: '簽到' }));
  expect(await result().findByText('已簽到')).toBeInTheDocument();
});
