import { fastUser } from '../../../testing/setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { makeEnrollment, makeEvent } from '../../../testing/fixtures';
import { CheckInPage } from './CheckInPage';

const server = setupApiServer();
const route = { route: '/admin/check-in', path: '/admin/check-in' };
const CODE = 'GBEVT:event-1:enrol-1';

const enrollment = makeEnrollment({ paymentStatus: 'Paid', paidWith: 'payment' });

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
        headcount: { enrolled: 12, paid: 10, checkedIn: 4 },
        today: true,
      });
    }),
    // Member cards: one valid, one expired; anything else is no card.
    http.post(`${API}/admin/membership/verify`, async ({ request }) => {
      const { token } = (await request.json()) as { token: string };
      codes.push(token);
      const card = { _id: 'u7', fullName: 'Lee Siu Ming', numericId: 1207, annualMembershipActivated: true, accountFrozen: false };
      if (token === 'card-valid') return HttpResponse.json({ status: 'ok', user: { ...card, annualMembershipExpiredAt: '2027-03-31', membershipActive: true } });
      if (token === 'card-expired') return HttpResponse.json({ status: 'ok', user: { ...card, annualMembershipExpiredAt: '2026-01-31', membershipActive: false } });
      return HttpResponse.json({ status: 'nok', error: 'This is not a member card.' }, { status: 400 });
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
  // A failed try keeps the typed code, to correct it.
  expect(screen.getByLabelText('Entry code')).toHaveValue('GBEVT:event-1:nobody');
  await typeCode('hello');
  expect(await result().findByText('Not an entry code')).toBeInTheDocument();
  expect(screen.getByText('This is not a member card.')).toBeInTheDocument();
});

test('a member card shows who it is and whether the membership runs', async () => {
  const codes = serveCheckIn();
  renderPage(<CheckInPage />, route);
  await typeCode('card-valid');
  expect(await result().findByText('Member card valid')).toBeInTheDocument();
  expect(result().getByText('1207')).toBeInTheDocument();
  expect(result().getByText('2027-03-31')).toBeInTheDocument();
  expect(screen.getByLabelText('Entry code')).toHaveValue('');
  await typeCode('card-expired');
  expect(await result().findByText('Membership not running')).toBeInTheDocument();
  expect(codes).toEqual(['card-valid', 'card-expired']);
});

test('the door sees the live headcount, and a warning for an event on another day', async () => {
  server.use(
    http.post(`${API}/admin/event/checkin`, () =>
      HttpResponse.json({ status: 'ok', result: 'checkedIn', enrollment, event: makeEvent({ date: '2099-05-10' }), checkedInAt: '2026-04-10T01:30:00.000Z', headcount: { enrolled: 12, paid: 10, checkedIn: 5 }, today: false }),
    ),
  );
  renderPage(<CheckInPage />, route);
  await typeCode('gbevt : event-1 : enrol-1');
  expect(await result().findByText('5 checked in of 10 paid (12 enrolled)')).toBeInTheDocument();
  expect(result().getByText('This event is on 2099-05-10, not today. Check the date before letting them in.')).toBeInTheDocument();
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

test('a code for another day is refused with the day it is for, in both languages', async () => {
  server.use(
    http.post(`${API}/admin/event/checkin`, () =>
      HttpResponse.json({ status: 'ok', result: 'wrongDay', enrollment, event: makeEvent({ date: '2026-12-19' }), checkedInAt: null, headcount: { enrolled: 3, paid: 3, checkedIn: 0 }, today: false }),
    ),
  );
  const view = renderPage(<CheckInPage />, route);
  await typeCode(CODE);
  expect(await result().findByText('Not today')).toBeInTheDocument();
  expect(result().getByText('This entry code is for Saturday, 19 December 2026. Nothing was recorded: the code stays valid for that day.')).toBeInTheDocument();
  expect(result().queryByText('Checked in')).not.toBeInTheDocument();
  // The code stays in the box: nothing was done with it.
  expect(screen.getByLabelText('Entry code')).toHaveValue(CODE);
  view.unmount();

  renderPage(<CheckInPage />, { ...route, language: 'zh' });
  fireEvent.change(screen.getByLabelText('入場代碼'), { target: { value: CODE } });
  await fastUser().click(screen.getByRole('button', { name: '簽到' }));
  expect(await result().findByText('並非今天的活動')).toBeInTheDocument();
  expect(result().getByText('此入場代碼適用於 2026年12月19日星期六。是次掃描沒有記錄，代碼在當天仍然有效。')).toBeInTheDocument();
});

test('the short manual code under the QR is checked as an entry code, not a member card (issue 35)', async () => {
  const sent: string[] = [];
  server.use(
    http.post(`${API}/admin/event/checkin`, async ({ request }) => {
      sent.push(((await request.json()) as { code: string }).code);
      return HttpResponse.json({ status: 'ok', result: 'checkedIn', enrollment, event: makeEvent(), checkedInAt: '2026-04-10T01:30:00.000Z', headcount: { enrolled: 1, paid: 1, checkedIn: 1 }, today: true });
    }),
  );
  renderPage(<CheckInPage />, route);
  expect(screen.getByLabelText('Entry code')).toHaveAttribute('placeholder', '7F3A-2C91 or GBEVT:…');
  await typeCode('7f3a 2c91');
  expect(await result().findByText('Checked in')).toBeInTheDocument();
  expect(sent).toEqual(['7f3a 2c91']);
});
