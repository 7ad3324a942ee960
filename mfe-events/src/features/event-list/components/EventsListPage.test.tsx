import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import Events from '../../../routes/Events';
import { makeEnrollment, makeEvent, makeProfile, signIn } from '../../../testing/fixtures';
import { currentLocation, renderRoute } from '../../../testing/render-route';

const upcoming = [
  makeEvent({ _id: 'up-1', name: 'Range Practice', date: '2030-03-09', currentParticipants: 18, maxParticipants: 20 }),
  makeEvent({ _id: 'up-2', name: 'Junior Coaching', type: 'Coaching', imageFileId: 'file-9', priceMember: 0, priceNonMember: 300, allowRegistration: false }),
  makeEvent({ _id: 'up-3', name: 'Mystery Outing', type: 'Other', currentParticipants: 8, maxParticipants: 8 }),
];
const pastPages: Record<string, { pastEvents: ReturnType<typeof makeEvent>[]; lastPage: number }> = {
  '1': { pastEvents: [makeEvent({ _id: 'past-1', name: 'Winter Social', type: 'Gathering', date: '2024-12-20' })], lastPage: 2 },
  '2': { pastEvents: [makeEvent({ _id: 'past-2', name: 'Autumn Cup', type: 'Event', date: '2024-10-05' })], lastPage: 2 },
};
const pastCalls: string[] = [];

const server = setupApiServer(
  // The member is booked on the practice and on one past event.
  http.get(`${API}/cms/event/my-enrollments`, () =>
    HttpResponse.json({
      status: 'ok',
      upcoming: [{ event: upcoming[0], enrollment: makeEnrollment({ eventId: 'up-1' }) }],
      past: [{ event: pastPages['1']!.pastEvents[0], enrollment: makeEnrollment({ _id: 'en-past', eventId: 'past-1', paymentStatus: 'Paid' }) }],
    }),
  ),
  http.get(`${API}/cms/event/list`, () => HttpResponse.json({ status: 'ok', events: upcoming, total: 3, lastPage: 1 })),
  http.get(`${API}/cms/event/list/past`, ({ request }) => {
    const page = new URL(request.url).searchParams.get('page') ?? '1';
    pastCalls.push(page);
    return HttpResponse.json({ status: 'ok', ...pastPages[page], total: 2 });
  }),
);

beforeEach(() => {
  pastCalls.length = 0;
});

const open = (language: 'en' | 'zh' = 'en') => renderRoute(<Events />, { route: '/events', path: '/events/*', language });
const card = (name: string) => screen.getByRole('article', { name });

test('cards show date badge, image by type, details, places and the non-member price for non-members', async () => {
  signIn(makeProfile({ annualMembershipActivated: false }));
  open();
  await screen.findByText('Range Practice');
  const practice = card('Range Practice');
  expect(within(practice).getByTestId('date-badge')).toHaveTextContent('Mar09');
  expect(within(practice).getByText('19:00 · 2 hours')).toBeInTheDocument();
  expect(within(practice).getByText('Kau Sai Chau Driving Range')).toBeInTheDocument();
  expect(within(practice).getByText('Participants: 18 / 20')).toBeInTheDocument();
  // Booked by this member (my-enrollments): "Enrolled" and nothing beside it (issue 35).
  await waitFor(() => expect(within(practice).getByText('Enrolled')).toBeInTheDocument());
  expect(within(practice).queryByText('2 spots left')).toBeNull();
  expect(within(practice).queryByText('Available')).toBeNull();
  expect(within(practice).getByTestId('event-price')).toHaveTextContent('HK$150');
  expect(practice.querySelector('img')).toHaveAttribute('src', 'test-file-stub');
  expect(within(practice).getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/events/up-1');

  // Its own image when it has one; an unknown type still gets the Other badge.
  expect(card('Junior Coaching').querySelector('img')).toHaveAttribute('src', `${API}/ext/file/file-9`);
  expect(within(card('Junior Coaching')).getByTestId('event-price')).toHaveTextContent('HK$300');
  expect(within(card('Junior Coaching')).getByText('Registration closed')).toBeInTheDocument();
  expect(within(practice).queryByText('Registration closed')).toBeNull();
  expect(within(card('Mystery Outing')).getByText('Other')).toBeInTheDocument();
  expect(within(card('Mystery Outing')).getByText('Full')).toBeInTheDocument();
  // One status badge on every card.
  for (const article of screen.getAllByRole('article')) expect(article.querySelectorAll('[data-availability]')).toHaveLength(1);
  expect(screen.getByText('3 events')).toBeInTheDocument();
});

test('annual members see the member price', async () => {
  signIn(makeProfile({ annualMembershipActivated: true }));
  open();
  await screen.findByText('Range Practice');
  expect(within(card('Range Practice')).getByTestId('event-price')).toHaveTextContent('HK$80');
  expect(within(card('Junior Coaching')).getByTestId('event-price')).toHaveTextContent('Free');
});

test('past events stay hidden until Show, then page with Previous/Next', async () => {
  signIn();
  const user = userEvent.setup();
  open();
  await screen.findByText('Range Practice');
  expect(screen.queryByText('Winter Social')).toBeNull();
  expect(pastCalls).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(await screen.findByText('Winter Social')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Autumn Cup')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(pastCalls).toEqual(['1', '2']);

  await user.click(screen.getByRole('button', { name: 'Hide' }));
  expect(screen.queryByText('Autumn Cup')).toBeNull();
});

test('no paging when the past events fit one page', async () => {
  server.use(
    http.get(`${API}/cms/event/list/past`, () => HttpResponse.json({ status: 'ok', pastEvents: pastPages['1'].pastEvents, total: 1, lastPage: 1 })),
  );
  signIn();
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Show' }));
  await screen.findByText('Winter Social');
  expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
});

test('empty list, and a failed load toasts the server text and offers Retry', async () => {
  server.use(http.get(`${API}/cms/event/list`, () => HttpResponse.json({ status: 'nok', error: 'Database unavailable' }, { status: 500 }), { once: true }));
  signIn();
  const user = userEvent.setup();
  open();
  expect(await screen.findByText('Failed to load events')).toBeInTheDocument();
  expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  server.use(http.get(`${API}/cms/event/list`, () => HttpResponse.json({ status: 'ok', events: [], total: 0, lastPage: 1 })));
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
});

test('speaks Chinese', async () => {
  signIn();
  open('zh');
  await screen.findByText('Range Practice');
  expect(screen.getByRole('heading', { name: '即將舉行的活動' })).toBeInTheDocument();
  expect(within(card('Range Practice')).getByTestId('date-badge')).toHaveTextContent('3月09');
  await waitFor(() => expect(within(card('Range Practice')).getByText('已報名')).toBeInTheDocument());
  expect(within(card('Range Practice')).queryByText('可報名')).toBeNull();
  expect(within(card('Range Practice')).queryByText('尚餘 2 個名額')).toBeNull();
  expect(within(card('Mystery Outing')).getByText('已滿')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '顯示' })).toBeInTheDocument();
});

test('an unknown sub-path under /events/x/y shows the not-found state', async () => {
  signIn();
  renderRoute(<Events />, { route: '/events/a/b', path: '/events/*' });
  expect(screen.getByText('Page not found')).toBeInTheDocument();
  await waitFor(() => expect(currentLocation()).toBe('/events/a/b'));
});

test('the events the member booked are marked Enrolled, upcoming and past', async () => {
  const user = userEvent.setup();
  signIn(makeProfile());
  open();
  await screen.findByText('Range Practice');
  await waitFor(() => expect(within(card('Range Practice')).getByText('Enrolled')).toBeInTheDocument());
  expect(within(card('Junior Coaching')).queryByText('Enrolled')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Show' }));
  await screen.findByText('Winter Social');
  expect(within(card('Winter Social')).getByText('Enrolled')).toBeInTheDocument();
});
