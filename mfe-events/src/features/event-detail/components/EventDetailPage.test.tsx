import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import Events from '../../../routes/Events';
import { inDays } from '@golf/shared/testing/profile';
import { fakeEventApi } from '../../../testing/fake-event-api';
import { makeEnrollment, makeEvent, makeProfile, signIn } from '../../../testing/fixtures';
import { currentLocation, renderRoute } from '../../../testing/render-route';

// Typing into Chakra fields in jsdom is slow on a shared 2-core machine.
jest.setTimeout(20_000);

const api = fakeEventApi();
const server = setupApiServer(...api.handlers);

beforeEach(() => {
  api.state.event = makeEvent();
  api.state.enrollment = null;
  api.state.myWaitlist = null;
  api.state.calls.length = 0;
  api.state.bodies.length = 0;
  signIn(makeProfile());
});

const open = (route = '/events/ev1', language: 'en' | 'zh' = 'en') => renderRoute(<Events />, { route, path: '/events/*', language });
const badge = () => document.querySelector('[data-availability]');

test('the hero shows type, availability, long date, time with duration, venue, places, price and coach', async () => {
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Wednesday Range Practice' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
  expect(badge()).toHaveTextContent('Available');
  expect(screen.getByText('Wednesday, 13 March 2030')).toBeInTheDocument();
  expect(screen.getAllByText('19:00 · 2 hours').length).toBeGreaterThan(0);
  expect(screen.getByText('Participants: 5 / 20')).toBeInTheDocument();
  expect(screen.getByText('Coach: Coach Wong')).toBeInTheDocument();
  // The description card keeps line breaks.
  expect(screen.getByTestId('event-description').textContent).toBe('Warm-up drills.\nThen a short game challenge.');
  expect(screen.getByTestId('event-description')).toHaveStyle({ whiteSpace: 'pre-line' });
});

test('add to calendar: the .ics file from the API and a Google Calendar form in Hong Kong time', async () => {
  open();
  const links = within(await screen.findByTestId('add-to-calendar'));
  expect(links.getByRole('link', { name: 'Calendar file (.ics)' })).toHaveAttribute('href', `${API}/ext/event/ics/ev1`);
  const google = new URL(links.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!);
  expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(google.searchParams.get('text')).toBe('Wednesday Range Practice');
  // 19:00 in Hong Kong on 13 March 2030 for 2 hours.
  expect(google.searchParams.get('dates')).toBe('20300313T110000Z/20300313T130000Z');
  // The entry's link works for whoever sees it: the public calendar with the event open.
  expect(google.searchParams.get('details')).toMatch(/\/event-calendar\?date=2030-03-13&event=ev1$/);
});

test.each([
  [17, 20, 'few', '3 spots left'],
  [16, 20, 'available', 'Available'],
  [20, 20, 'full', 'Full'],
  [21, 20, 'full', 'Full'],
])('availability badge at %i of %i is %s', async (current, max, kind, text) => {
  api.state.event = makeEvent({ currentParticipants: current, maxParticipants: max });
  open();
  await screen.findByRole('heading', { level: 1 });
  expect(badge()).toHaveAttribute('data-availability', kind);
  expect(badge()).toHaveTextContent(text);
});

test('price: running annual members see the member price, others the non-member price', async () => {
  api.state.profile = signIn(makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: inDays(100) }));
  const { unmount } = open();
  const panel = await screen.findByTestId('booking-panel');
  expect(within(panel).getByText('HK$80')).toBeInTheDocument();
  expect(within(panel).getByText(/Annual member price/)).toBeInTheDocument();
  unmount();
  api.state.profile = signIn(makeProfile({ annualMembershipActivated: false }));
  open();
  expect(within(await screen.findByTestId('booking-panel')).getByText('HK$150')).toBeInTheDocument();
});

test('price: a member whose year ran out is quoted the non-member price the server will charge', async () => {
  api.state.profile = signIn(makeProfile({ annualMembershipActivated: true, annualMembershipExpiredAt: inDays(-20) }));
  open();
  const panel = await screen.findByTestId('booking-panel');
  expect(within(panel).getByText('HK$150')).toBeInTheDocument();
  expect(within(panel).queryByText(/Annual member price/)).toBeNull();
  expect(within(panel).getByText(/Non-member price/i)).toBeInTheDocument();
  expect(screen.queryByText('HK$80')).toBeNull();
});

test('booking: prefilled from the profile, confirm disabled while a field is empty, blanks refused, then enrolled', async () => {
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Book' }));
  const dialog = await screen.findByRole('dialog');
  const name = within(dialog).getByRole('textbox', { name: /Name/ });
  const email = within(dialog).getByRole('textbox', { name: /Email/ });
  const phone = within(dialog).getByRole('textbox', { name: /Phone/ });
  const confirm = within(dialog).getByRole('button', { name: 'Confirm booking' });
  expect(within(dialog).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  expect(name).toHaveValue('Chan Tai Man');
  expect(email).toHaveValue('taiman@golf.test');
  expect(phone).toHaveValue('91234567');
  expect(confirm).toBeEnabled();

  await user.clear(phone);
  expect(confirm).toBeDisabled();
  await user.type(phone, '   ');
  await user.click(confirm);
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  expect(api.state.calls.filter((call) => call.startsWith('POST'))).toEqual([]);

  // The API's own rule, checked before sending: letters are not a phone number.
  await user.clear(phone);
  await user.type(phone, 'abc');
  await user.click(confirm);
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid phone number.');
  expect(api.state.calls.filter((call) => call.startsWith('POST'))).toEqual([]);

  await user.clear(phone);
  await user.type(phone, '98765432');
  await user.type(within(dialog).getByRole('textbox', { name: /Remarks/ }), 'Left-handed clubs please');
  await user.click(confirm);
  expect(await screen.findByText('You are enrolled')).toBeInTheDocument();
  expect(api.state.bodies).toEqual([{ name: 'Chan Tai Man', email: 'taiman@golf.test', phone: '98765432', remarks: 'Left-handed clubs please' }]);
  // The detail is reloaded: the enrolment card replaces the booking panel.
  const card = await screen.findByTestId('enrollment-card');
  expect(within(card).getByText('Pending payment')).toBeInTheDocument();
  expect(within(card).getByText('Left-handed clubs please')).toBeInTheDocument();
  expect(screen.getByText('Participants: 6 / 20')).toBeInTheDocument();
});

test('a refused booking keeps the entries and toasts the spec message with the server text', async () => {
  server.use(
    http.post(`${API}/cms/event/enroll/:id`, () => HttpResponse.json({ status: 'nok', error: 'This event is full.' }, { status: 409 }), { once: true }),
  );
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Book' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
  expect(await screen.findByText('Failed to enroll in the event. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('This event is full.')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Chan Tai Man');
});

test("the booking dialog says 'N spots remaining' from 5 places down", async () => {
  api.state.event = makeEvent({ currentParticipants: 15, maxParticipants: 20 });
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Book' }));
  expect(within(await screen.findByRole('dialog')).getByText('5 spots remaining')).toBeInTheDocument();
});

test.each([
  [{ currentParticipants: 20, maxParticipants: 20 }, 'This event is full'],
  [{ allowRegistration: false }, 'Registration is closed'],
  [{ date: '2020-01-01' }, 'This event has ended'],
])('Book is disabled when %o', async (overrides, reason) => {
  api.state.event = makeEvent(overrides);
  open();
  expect(await screen.findByRole('button', { name: 'Book' })).toBeDisabled();
  expect(screen.getByText(reason)).toBeInTheDocument();
});

test("'Event not found.' for an unknown id", async () => {
  open('/events/nope');
  expect(await screen.findByText('Event not found.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
});

test('a failed load toasts and returns to /events', async () => {
  server.use(http.get(`${API}/cms/event/get/:id`, () => HttpResponse.json({ status: 'nok', error: 'Service paused' }, { status: 500 })));
  open();
  await waitFor(() => expect(currentLocation()).toBe('/events'));
  expect(await screen.findByText('Service paused')).toBeInTheDocument();
  expect(screen.getByText('Failed to load events')).toBeInTheDocument();
});

test('speaks Chinese', async () => {
  open('/events/ev1', 'zh');
  expect(await screen.findByText('2030年3月13日 星期三')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '返回活動' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '報名' })).toBeInTheDocument();
  expect(screen.getByText('活動詳情')).toBeInTheDocument();
});

test('a full event offers its waiting list: join, see the place in line, leave', async () => {
  const user = userEvent.setup();
  api.state.event = makeEvent({ currentParticipants: 20, maxParticipants: 20 });
  open();
  expect(await screen.findByText('This event is full')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
  expect(await screen.findByText(/You are number 3 on the waiting list/)).toBeInTheDocument();
  expect(api.state.calls).toContain('POST waitlist/ev1');
  await user.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
  expect(await screen.findByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();
  expect(api.state.calls).toContain('DELETE waitlist/ev1');
});

test('a place held for the member opens Book for them (only), with the time it is held until, in Chinese too', async () => {
  const user = userEvent.setup();
  api.state.event = makeEvent({ currentParticipants: 19, heldPlaces: 1, maxParticipants: 20 });
  api.state.myWaitlist = { position: 0, holdUntil: '2030-03-10T04:00:00.000Z' };
  open('/events/ev1', 'zh');
  expect(await screen.findByText('已為你保留一個名額，直至 2030年3月10日 下午12:00。請在此之前報名，否則名額會讓給下一位候補。')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '報名' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '確認報名' }));
  expect(await screen.findByTestId('enrollment-card')).toBeInTheDocument();
  expect(api.state.event.heldPlaces).toBe(0);
});

test('someone else sees a held place as taken: the event is full for them', async () => {
  api.state.event = makeEvent({ currentParticipants: 19, heldPlaces: 1, maxParticipants: 20 });
  open();
  expect(await screen.findByText('This event is full')).toBeInTheDocument();
  expect(badge()).toHaveTextContent('Full');
  expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();
});

test('sharing gives the calendar link that works for everyone: copied where the phone has no share sheet (issue 35)', async () => {
  // user-event gives the page a clipboard of its own; watch what is written to it.
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  open('/events/ev1', 'zh');
  await user.click(await screen.findByRole('button', { name: '分享活動' }));
  expect(await screen.findByText('已複製連結')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/event-calendar?date=2030-03-13&event=ev1`);
});

test('an event that is over offers no add-to-calendar', async () => {
  api.state.event = makeEvent({ date: '2020-03-13' });
  open();
  expect(await screen.findByTestId('event-description')).toBeInTheDocument();
  expect(screen.queryByTestId('add-to-calendar')).toBeNull();
});

test('no contradictory badges: the hero says Enrolled for the member\'s own booking, and a place held for them is not Full (issue 35)', async () => {
  api.state.enrollment = makeEnrollment();
  const { unmount } = open();
  await screen.findByTestId('enrollment-card');
  expect(document.querySelectorAll('[data-availability]')).toHaveLength(1);
  expect(badge()).toHaveAttribute('data-availability', 'enrolled');
  expect(badge()).toHaveTextContent('Enrolled');
  expect(screen.queryByText('Available')).toBeNull();
  unmount();
  api.state.enrollment = null;
  api.state.event = makeEvent({ currentParticipants: 19, heldPlaces: 1, maxParticipants: 20 });
  api.state.myWaitlist = { position: 0, holdUntil: '2030-03-10T04:00:00.000Z' };
  open();
  await screen.findByTestId('booking-panel');
  expect(badge()).toHaveTextContent('1 spot left');
  expect(screen.queryByText('Full')).toBeNull();
});
