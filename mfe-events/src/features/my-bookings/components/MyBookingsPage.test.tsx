import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MyBookings } from '@golf/contract/event-shapes';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import MyBookingsRoute from '../../../routes/MyBookings';
import { makeEnrollment, makeEvent, makeProfile, signIn } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';

jest.setTimeout(20_000);

const bookings: MyBookings = {
  upcoming: [
    { event: makeEvent({ _id: 'ev-paid', name: 'Saturday Coaching', date: '2030-04-06' }), enrollment: makeEnrollment({ _id: 'en-paid', eventId: 'ev-paid', paymentStatus: 'Paid', paidWith: 'cash' }) },
    { event: makeEvent({ _id: 'ev-due', name: 'Junior Open', date: '2030-04-20' }), enrollment: makeEnrollment({ _id: 'en-due', eventId: 'ev-due' }) },
  ],
  past: [
    { event: makeEvent({ _id: 'ev-old', name: 'Winter Social', date: '2024-12-20' }), enrollment: makeEnrollment({ _id: 'en-old', eventId: 'ev-old', paymentStatus: 'Paid', paidWith: 'payment', checkedInAt: '2024-12-20T11:02:00.000Z' }) },
  ],
};

let answer: () => Response = () => HttpResponse.json({ status: 'ok', ...bookings });
const server = setupApiServer(http.get(`${API}/cms/event/my-enrollments`, () => answer()));

beforeEach(() => {
  answer = () => HttpResponse.json({ status: 'ok', ...bookings });
  signIn(makeProfile());
});

const open = (language: 'en' | 'zh' = 'en') => renderRoute(<MyBookingsRoute />, { route: '/my-bookings', path: '/my-bookings/*', language });

test('upcoming bookings show payment, the entry QR once paid and the way to pay; past ones their check-in', async () => {
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeInTheDocument();
  const upcoming = screen.getByRole('region', { name: 'Upcoming (2)' });
  const paid = within(upcoming).getByRole('heading', { name: 'Saturday Coaching' }).closest('li')!;
  expect(within(paid).getByText('Paid (cash)')).toBeInTheDocument();
  expect(await within(paid).findByRole('img', { name: /QR/i })).toBeInTheDocument();
  const due = within(upcoming).getByRole('heading', { name: 'Junior Open' }).closest('li')!;
  expect(within(due).getByText('Pending payment')).toBeInTheDocument();
  expect(within(due).getByRole('link', { name: 'Pay on the event page' })).toHaveAttribute('href', '/events/ev-due');
  expect(within(due).queryByRole('img', { name: /QR/i })).toBeNull();
  const past = screen.getByRole('region', { name: 'Past (1)' });
  expect(within(past).getByText('Paid (online)')).toBeInTheDocument();
  expect(within(past).getByText(/Checked in 20 Dec 2024/)).toBeInTheDocument();
  expect(within(past).queryByRole('img', { name: /QR/i })).toBeNull();
});

test('no bookings yet points to the events, in Chinese too', async () => {
  answer = () => HttpResponse.json({ status: 'ok', upcoming: [], past: [] });
  open('zh');
  expect(await screen.findByText('你尚未報名任何活動')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '瀏覽活動' })).toHaveAttribute('href', '/events');
});

test('a failure offers Retry, which loads them', async () => {
  let fail = true;
  answer = () => (fail ? HttpResponse.json({ status: 'nok' }, { status: 500 }) : HttpResponse.json({ status: 'ok', ...bookings }));
  open();
  expect(await screen.findByText('Could not load your bookings')).toBeInTheDocument();
  fail = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Saturday Coaching' })).toBeInTheDocument();
});

test('a place taken with the free practice says so, not Paid, in both languages', async () => {
  const booking = {
    event: makeEvent({ _id: 'ev-free', name: 'Wednesday Range Practice', date: '2030-04-10' }),
    enrollment: makeEnrollment({ _id: 'en-free', eventId: 'ev-free', paymentStatus: 'Paid', paidWith: 'freePractice', price: 80 }),
  };
  answer = () => HttpResponse.json({ status: 'ok', upcoming: [booking], past: [] });
  const { unmount } = open();
  const card = (await screen.findByRole('heading', { name: 'Wednesday Range Practice' })).closest('li')!;
  expect(within(card).getByText('Free practice')).toBeInTheDocument();
  expect(within(card).queryByText(/Paid/)).toBeNull();
  unmount();
  open('zh');
  const zhCard = (await screen.findByRole('heading', { name: 'Wednesday Range Practice' })).closest('li')!;
  expect(within(zhCard).getByText('免費練習')).toBeInTheDocument();
  expect(within(zhCard).queryByText(/已付款/)).toBeNull();
});

test('a paid booking can be cancelled here with a refund until the deadline (issue 35)', async () => {
  let current: MyBookings = {
    upcoming: [
      { event: makeEvent({ _id: 'ev-on', name: 'Sunday Clinic', date: '2030-05-05' }), enrollment: makeEnrollment({ _id: 'en-on', eventId: 'ev-on', paymentStatus: 'Paid', paidWith: 'payment', price: 150 }) },
    ],
    past: [],
  };
  const deleted: string[] = [];
  answer = () => HttpResponse.json({ status: 'ok', ...current });
  server.use(
    http.delete(`${API}/cms/event/enroll/:id`, ({ params }) => {
      deleted.push(String(params.id));
      current = { upcoming: [], past: [] };
      return HttpResponse.json({ status: 'ok', refunded: 150 });
    }),
  );
  const user = userEvent.setup();
  open();
  const card = (await screen.findByRole('heading', { name: 'Sunday Clinic' })).closest('li')!;
  expect(within(card).getByText('You can cancel and get a full refund until Fri, 3 May 2030, 7:00 pm.')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Cancel booking and refund' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel and refund' }));
  expect(await screen.findByText('HK$150 will be refunded the way you paid. We have sent you an email.')).toBeInTheDocument();
  expect(deleted).toEqual(['en-on']);
  expect(await screen.findByText('You have not booked any event yet')).toBeInTheDocument();
});
