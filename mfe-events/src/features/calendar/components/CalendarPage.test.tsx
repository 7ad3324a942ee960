import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import EventCalendar from '../../../routes/EventCalendar';
import { makeEnrollment, makeEvent, signIn, signOut } from '../../../testing/fixtures';
import { currentLocation, renderRoute } from '../../../testing/render-route';

jest.setTimeout(20_000);

jest.mock('react-calendar', () => jest.requireActual('../../../testing/react-calendar-double'));

const practice = makeEvent({ _id: 'ev-1', date: '2030-03-13', tag: 'beginner' });
const gathering = makeEvent({
  _id: 'ev-2',
  name: 'Spring Social',
  type: 'Gathering',
  time: '12:30:00',
  duration: '',
  priceNonMember: 0,
  tag: null,
  description: '',
});

const aprilOpen = makeEvent({ _id: 'ev-3', name: 'April Open', type: 'Event', date: '2030-04-02', time: '08:00:00' });
const finished = makeEvent({ _id: 'ev-old', name: 'Winter Social', type: 'Gathering', date: '2020-12-20' });

const calls: string[] = [];
const server = setupApiServer(
  http.get(`${API}/:area/event/calendar/upcoming`, ({ params }) => {
    calls.push(`${params.area} upcoming`);
    return HttpResponse.json({ status: 'ok', events: [practice, aprilOpen] });
  }),
  // A shared link names one event: the calendar reads it to find its day.
  http.get(`${API}/:area/event/get/:id`, ({ params }) => {
    calls.push(`${params.area} event ${params.id}`);
    const event = [practice, aprilOpen, finished].find((candidate) => candidate._id === params.id);
    return event ? HttpResponse.json({ status: 'ok', event }) : HttpResponse.json({ status: 'nok', error: 'Event not found.' }, { status: 404 });
  }),
  http.get(`${API}/:area/event/calendar`, ({ request, params }) => {
    const date = new URL(request.url).searchParams.get('date');
    calls.push(`${params.area} calendar ${date}`);
    return HttpResponse.json({ status: 'ok', events: date === '2030-03-13' ? [practice, gathering] : [] });
  }),
  // The signed-in member is booked on the practice (visitors never ask).
  http.get(`${API}/cms/event/my-enrollments`, () => HttpResponse.json({ status: 'ok', upcoming: [{ event: practice, enrollment: makeEnrollment({ eventId: 'ev-1' }) }], past: [] })),
  http.get(`${API}/:area/event/calendar/dates`, ({ request, params }) => {
    const month = new URL(request.url).searchParams.get('month');
    calls.push(`${params.area} dates ${month}`);
    return HttpResponse.json({ status: 'ok', dates: month === '2030-03' ? ['2030-03-13', '2030-03-20'] : ['2030-04-02'] });
  }),
);

beforeEach(() => {
  calls.length = 0;
  signOut();
});

const open = (route = '/event-calendar?date=2030-03-13', language: 'en' | 'zh' = 'en') =>
  renderRoute(<EventCalendar />, { route, path: '/event-calendar/*', language });

test("lists the chosen day's events with their details and marks the days that have events", async () => {
  open();
  const practiceItem = (await screen.findByRole('button', { name: 'Show details of Wednesday Range Practice' })).closest('li')!;
  expect(within(practiceItem).getByText('19:00')).toBeInTheDocument();
  expect(within(practiceItem).getByText('2 hours')).toBeInTheDocument();
  expect(within(practiceItem).getByText('Practice')).toBeInTheDocument();
  expect(within(practiceItem).getByText('#beginner')).toBeInTheDocument();
  expect(within(practiceItem).getByText(/Kau Sai Chau Driving Range/)).toBeInTheDocument();
  expect(within(practiceItem).getByText(/20 people/)).toBeInTheDocument();
  expect(within(practiceItem).getByText('HK$150')).toBeInTheDocument();
  const social = screen.getByRole('button', { name: 'Show details of Spring Social' }).closest('li')!;
  expect(within(social).getByText('Free')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Events on Wednesday, 13 March' })).toBeInTheDocument();

  await waitFor(() => expect(document.querySelector('[data-day="2030-03-13"]')).toHaveClass('golf-calendar__marked'));
  expect(document.querySelector('[data-day="2030-03-20"]')).toHaveClass('golf-calendar__marked');
  expect(document.querySelector('[data-day="2030-03-14"]')).not.toHaveClass('golf-calendar__marked');
  expect(calls).toEqual(expect.arrayContaining(['ext calendar 2030-03-13', 'ext dates 2030-03']));
});

test('a visitor opens the dialog and is sent to /login to enrol', async () => {
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Show details of Wednesday Range Practice' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Wednesday Range Practice')).toBeInTheDocument();
  expect(within(dialog).getByText('Wednesday, 13 March 2030 · 19:00')).toBeInTheDocument();
  expect(within(dialog).getByText('Kau Sai Chau Driving Range')).toBeInTheDocument();
  expect(within(dialog).getByText('20 people')).toBeInTheDocument();
  expect(within(dialog).getByText('HK$150')).toBeInTheDocument();
  expect(within(dialog).getByText(/Then a short game challenge/)).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'View details' })).toBeNull();
  // One wording in the dialog (issue 35): the hint and the button say the same.
  expect(within(dialog).getByText('Sign in to enrol and pay online.')).toBeInTheDocument();
  expect(within(dialog).queryByText(/Login/)).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Sign in to enrol' }));
  expect(currentLocation()).toBe('/login');
});

test('a signed-in member reads the cms calendar and goes to the event page from the dialog', async () => {
  signIn();
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Show details of Wednesday Range Practice' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'View details' }));
  expect(currentLocation()).toBe('/events/ev-1');
  expect(calls).toContain('cms calendar 2030-03-13');
});

test('a signed-in member sees Enrolled on the events they booked; a visitor sees no marker', async () => {
  signIn();
  const { unmount } = open();
  const booked = (await screen.findByRole('button', { name: 'Show details of Wednesday Range Practice' })).closest('li')!;
  expect(await within(booked).findByText('Enrolled')).toBeInTheDocument();
  expect(within(screen.getByRole('button', { name: 'Show details of Spring Social' }).closest('li')!).queryByText('Enrolled')).toBeNull();
  unmount();
  signOut();
  open();
  expect(within((await screen.findByRole('button', { name: 'Show details of Wednesday Range Practice' })).closest('li')!).queryByText('Enrolled')).toBeNull();
});

test('choosing another day loads it and keeps it in the address; month navigation marks the new month', async () => {
  const user = userEvent.setup();
  open();
  await screen.findByText('Spring Social');
  await user.click(document.querySelector('[data-day="2030-03-14"]') as HTMLElement);
  expect(await screen.findByText('No events on this day')).toBeInTheDocument();
  expect(currentLocation()).toBe('/event-calendar?date=2030-03-14');

  await user.click(screen.getByRole('button', { name: 'Next month' }));
  await waitFor(() => expect(document.querySelector('[data-day="2030-04-02"]')).toHaveClass('golf-calendar__marked'));
  expect(calls).toContain('ext dates 2030-04');
});

test('the month is one Tab stop; arrow keys move between days and across months, Enter chooses', async () => {
  const user = userEvent.setup();
  open();
  await screen.findByRole('heading', { name: 'Events on Wednesday, 13 March' });
  const day = (iso: string) => document.querySelector<HTMLButtonElement>(`[data-day="${iso}"]`)!;
  await waitFor(() => expect(day('2030-03-13').tabIndex).toBe(0));
  expect(document.querySelectorAll('[data-day][tabindex="0"]')).toHaveLength(1);
  day('2030-03-13').focus();
  await user.keyboard('{ArrowRight}');
  expect(day('2030-03-14')).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(day('2030-03-28')).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  // Into April: the month turns and the same weekday a week on has focus.
  await waitFor(() => expect(screen.getByTestId('calendar-month')).toHaveTextContent('2030-04'));
  expect(day('2030-04-04')).toHaveFocus();
  expect(document.querySelectorAll('[data-day][tabindex="0"]')).toHaveLength(1);
  await user.keyboard('{Home}');
  expect(day('2030-03-31')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { name: 'Events on Sunday, 31 March' })).toBeInTheDocument();
});

test('a failed load shows the spec message and retries', async () => {
  server.use(http.get(`${API}/ext/event/calendar`, () => HttpResponse.json({ status: 'nok' }, { status: 500 }), { once: true }));
  const user = userEvent.setup();
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch events. Please try again.');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Spring Social')).toBeInTheDocument();
});

test('speaks Chinese', async () => {
  open('/event-calendar?date=2030-03-14', 'zh');
  expect(await screen.findByText('當日沒有活動')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '活動日曆' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '3月14日 星期四的活動' })).toBeInTheDocument();
});

test('an unknown sub-path shows the not-found state', async () => {
  open('/event-calendar/nope');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Event Calendar' })).toHaveAttribute('href', '/event-calendar');
});

describe('a shared event link (issue 35)', () => {
  test('?event= alone opens the event on its own day with its dialog, for a visitor', async () => {
    const user = userEvent.setup();
    open('/event-calendar?event=ev-1');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Wednesday, 13 March 2030 · 19:00')).toBeInTheDocument();
    expect(within(dialog).getByText('Kau Sai Chau Driving Range')).toBeInTheDocument();
    expect(within(dialog).getByText('HK$150')).toBeInTheDocument();
    expect(within(dialog).getByText(/Then a short game challenge/)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/event-calendar?event=ev-1&date=2030-03-13'));
    // Behind the open dialog (hidden from the accessibility tree meanwhile), the event's day.
    expect(await screen.findByRole('heading', { name: 'Events on Wednesday, 13 March', hidden: true })).toBeInTheDocument();
    expect(calls).toContain('ext event ev-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in to enrol' }));
    expect(currentLocation()).toBe('/login');
  });

  test('?date=&event= opens the dialog; closing it leaves the day, without the event', async () => {
    const user = userEvent.setup();
    open('/event-calendar?date=2030-03-13&event=ev-1', 'zh');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Wednesday Range Practice')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '登入以報名' })).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: '關閉' })[0]!);
    await waitFor(() => expect(currentLocation()).toBe('/event-calendar?date=2030-03-13'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('an event that no longer exists says so', async () => {
    open('/event-calendar?event=gone');
    expect(await screen.findByText('This event could not be found. It may have been removed.')).toBeInTheDocument();
  });

  test('an ended event invites nobody to enrol', async () => {
    open('/event-calendar?event=ev-old');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This event has ended.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Sign in to enrol' })).toBeNull();
    expect(within(dialog).queryByText('Sign in to enrol and pay online.')).toBeNull();
  });
});

test('the next events are listed under the calendar with their dates, and open like the day\'s (zh too)', async () => {
  const user = userEvent.setup();
  const { unmount } = open('/event-calendar?date=2030-03-14');
  const upcoming = await screen.findByRole('region', { name: 'Upcoming events' });
  const april = await within(upcoming).findByRole('button', { name: 'Show details of April Open' });
  expect(within(april.closest('li')!).getByText('Tuesday, 2 April')).toBeInTheDocument();
  await user.click(april);
  expect(within(await screen.findByRole('dialog')).getByText('Tuesday, 2 April 2030 · 08:00')).toBeInTheDocument();
  unmount();
  open('/event-calendar?date=2030-03-14', 'zh');
  expect(await screen.findByRole('region', { name: '即將舉行的活動' })).toBeInTheDocument();
});

test('paging to another month drops the old day\'s panel', async () => {
  const user = userEvent.setup();
  open('/event-calendar?date=2030-03-14');
  expect(await screen.findByText('No events on this day')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next month' }));
  expect(await screen.findByText('Pick a day in this month to see its events')).toBeInTheDocument();
  expect(screen.queryByText('No events on this day')).toBeNull();
  expect(screen.queryByRole('heading', { name: /Events on Thursday, 14 March/ })).toBeNull();
});
