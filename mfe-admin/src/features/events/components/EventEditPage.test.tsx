import { fastUser, gate } from '../../../testing/setup';
import { fireEvent, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { makeEvent } from '../../../testing/fixtures';
import { EventEditPage } from './EventEditPage';

const server = setupApiServer();
const route = { route: '/admin/event-edit/event-1', path: '/admin/event-edit/:eventId' };

function serveEvent(event = makeEvent({ tag: 'juniors', coach: 'Coach Lam', imageFileId: 'img-7', allowRegistration: false })) {
  server.use(
    http.get(`${API}/cms/event/get/event-1`, async () => {
      await delay(20);
      return HttpResponse.json({ status: 'ok', event, myEnrollment: null });
    }),
  );
}

test('shows Loading... then fills the form from the event', async () => {
  serveEvent();
  renderPage(<EventEditPage />, route);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByLabelText(/Event Name/)).toHaveValue('Sunday Range Practice');
  expect(screen.getByLabelText(/^Date/)).toHaveValue('2099-05-10');
  expect(screen.getByLabelText(/Start Time/)).toHaveValue('09:30:00');
  expect(screen.getByLabelText(/Non-member Price/)).toHaveValue(150.5);
  expect(screen.getByLabelText(/Tags/)).toHaveValue('juniors');
  expect(screen.getByLabelText(/Coach/)).toHaveValue('Coach Lam');
  expect(screen.getByRole('checkbox', { name: /Allow Registration/ })).not.toBeChecked();
  expect(screen.getByAltText('Current image')).toHaveAttribute('src', 'http://localhost:4000/ext/file/img-7');
});

test('updates the event with every field, says Updating..., then returns to the list', async () => {
  const answer = gate();
  const user = fastUser();
  serveEvent();
  let body: unknown;
  server.use(
    http.put(`${API}/cms/event/update/event-1`, async ({ request }) => {
      body = await request.json();
      await answer.passed();
      return HttpResponse.json({ status: 'ok', event: makeEvent() });
    }),
  );
  renderPage(<EventEditPage />, route);
  fireEvent.change(await screen.findByLabelText(/Venue/), { target: { value: 'Jockey Club Kau Sai Chau' } });
  await user.click(screen.getByRole('button', { name: 'Update Event' }));
  expect(await screen.findByText('Updating...')).toBeInTheDocument();
  answer.open();
  expect(await screen.findByText('Event updated successfully')).toBeInTheDocument();
  expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  expect(body).toEqual({
    name: { en: 'Sunday Range Practice' },
    date: '2099-05-10',
    time: '09:30:00',
    duration: '2 hours',
    venue: { en: 'Jockey Club Kau Sai Chau' },
    allowRegistration: false,
    cancellationHours: 48,
    maxParticipants: 12,
    priceMember: 100,
    priceNonMember: 150.5,
    type: 'Practice',
    description: { en: 'Bring your own clubs.' },
    tag: 'juniors',
    coach: 'Coach Lam',
    imageFileId: 'img-7',
  });
});

test('removing the current image saves null', async () => {
  const user = fastUser();
  serveEvent();
  let body: { imageFileId?: string | null } = {};
  server.use(
    http.put(`${API}/cms/event/update/event-1`, async ({ request }) => {
      body = (await request.json()) as typeof body;
      return HttpResponse.json({ status: 'ok', event: makeEvent() });
    }),
  );
  renderPage(<EventEditPage />, route);
  await user.click(await screen.findByRole('button', { name: 'Remove Image' }));
  expect(screen.queryByAltText('Current image')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Update Event' }));
  await screen.findByTestId('navigated-away');
  expect(body.imageFileId).toBeNull();
});

test('a refused update keeps the form with the server text', async () => {
  const user = fastUser();
  serveEvent();
  server.use(
    http.put(`${API}/cms/event/update/event-1`, () =>
      HttpResponse.json({ status: 'nok', error: 'Max participants cannot be below the 3 people enrolled.' }, { status: 409 }),
    ),
  );
  renderPage(<EventEditPage />, route);
  fireEvent.change(await screen.findByLabelText(/Max Participants/), { target: { value: '2' } });
  await user.click(screen.getByRole('button', { name: 'Update Event' }));
  expect(await screen.findByText('Failed to update event')).toBeInTheDocument();
  expect(screen.getByText('Max participants cannot be below the 3 people enrolled.')).toBeInTheDocument();
  expect(screen.getByLabelText(/Max Participants/)).toHaveValue(2);
});

test('a load failure says so and returns to the list', async () => {
  server.use(http.get(`${API}/cms/event/get/event-1`, () => HttpResponse.json({ status: 'nok', error: 'Event not found.' }, { status: 404 })));
  renderPage(<EventEditPage />, route);
  expect(await screen.findByText('Failed to load event details')).toBeInTheDocument();
  expect(screen.getByText('Event not found.')).toBeInTheDocument();
  expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
});

test('cancel returns to the list', async () => {
  const user = fastUser();
  serveEvent();
  renderPage(<EventEditPage />, route);
  await screen.findByLabelText(/Event Name/);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
});
