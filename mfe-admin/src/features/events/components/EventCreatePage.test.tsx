import { fastUser, gate } from '../../../testing/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { imageFile } from '../../../testing/fixtures';
import { EventCreatePage } from './EventCreatePage';

const server = setupApiServer();
const route = { route: '/admin/event-create', path: '/admin/event-create' };

/** Sets a box's value in one change (typing key by key re-renders the whole form each time). */
function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillValidForm(user: ReturnType<typeof fastUser>) {
  fill(/Event Name/, 'Junior Night Range');
  fill(/^Date/, '2099-07-01');
  fill(/Start Time/, '19:30');
  fill(/Duration/, '90 minutes');
  fill(/Venue/, 'Tuen Mun Golf Centre');
  await user.selectOptions(screen.getByLabelText(/Type/), 'Coaching');
  fill(/Max Participants/, '20');
  fill(/^Member Price/, '80.5');
  fill(/Description/, 'Lights on.');
}

test('shows every message of the validation table and sends nothing', async () => {
  const user = fastUser();
  let calls = 0;
  server.use(http.post(`${API}/cms/event/create`, () => void calls++));
  renderPage(<EventCreatePage />, route);
  fill(/Max Participants/, '0');
  fill(/^Member Price/, '-1');
  fill(/Non-member Price/, '-5');
  await user.click(screen.getByRole('button', { name: 'Create Event' }));

  for (const message of [
    'Event name is required',
    'Date must be in YYYY-MM-DD format',
    'Time must be in HH:mm:ss format',
    'Duration is required',
    'Venue is required',
    'Max participants must be greater than 0',
    'Member price must be 0 or greater',
    'Non-member price must be 0 or greater',
    'Description is required',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(calls).toBe(0);
  // The cursor goes to the first field to fix.
  await waitFor(() => expect(screen.getByLabelText(/Event Name/)).toHaveFocus());
  // Typing into a field clears its message.
  await user.type(screen.getByLabelText(/Event Name/), 'x');
  expect(screen.queryByText('Event name is required')).toBeNull();
});

test('starts with the defaults of the spec', () => {
  renderPage(<EventCreatePage />, route);
  expect(screen.getByLabelText(/Max Participants/)).toHaveValue(1);
  expect(screen.getByLabelText(/^Member Price/)).toHaveValue(0);
  expect(screen.getByLabelText(/Non-member Price/)).toHaveValue(0);
  expect(screen.getByLabelText(/Non-member Price/)).toHaveAttribute('step', '0.01');
  expect(screen.getByLabelText(/Type/)).toHaveValue('Practice');
  expect(screen.getByRole('checkbox', { name: /Allow Registration/ })).toBeChecked();
});

test('creates the event, says Creating... meanwhile, then returns to the list', async () => {
  const answer = gate();
  const user = fastUser();
  let body: unknown;
  server.use(
    http.post(`${API}/cms/event/create`, async ({ request }) => {
      body = await request.json();
      await answer.passed();
      return HttpResponse.json({ status: 'ok', event: { _id: 'e9' } });
    }),
  );
  renderPage(<EventCreatePage />, route);
  await fillValidForm(user);
  await user.click(screen.getByRole('checkbox', { name: /Allow Registration/ }));
  await user.click(screen.getByRole('button', { name: 'Create Event' }));
  expect(await screen.findByText('Creating...')).toBeInTheDocument();
  answer.open();
  expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  expect(await screen.findByText('Event created successfully')).toBeInTheDocument();
  expect(body).toEqual({
    name: { en: 'Junior Night Range' },
    date: '2099-07-01',
    time: '19:30:00',
    duration: '90 minutes',
    venue: { en: 'Tuen Mun Golf Centre' },
    allowRegistration: false,
    cancellationHours: 48,
    maxParticipants: 20,
    priceMember: 80.5,
    priceNonMember: 0,
    type: 'Coaching',
    description: { en: 'Lights on.' },
    tag: null,
    coach: null,
    imageFileId: null,
  });
});

test('a refused create keeps the form and shows the server text', async () => {
  const user = fastUser();
  server.use(http.post(`${API}/cms/event/create`, () => HttpResponse.json({ status: 'nok', error: 'Venue is required' }, { status: 400 })));
  renderPage(<EventCreatePage />, route);
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Create Event' }));
  expect(await screen.findByText('Failed to create event')).toBeInTheDocument();
  expect(screen.getByText('Venue is required')).toBeInTheDocument();
  expect(screen.getByLabelText(/Event Name/)).toHaveValue('Junior Night Range');
  expect(screen.getByRole('button', { name: 'Create Event' })).toBeEnabled();
});

test('uploads a chosen image first and saves its id', async () => {
  const user = fastUser();
  let body: { imageFileId?: string } = {};
  server.use(
    http.post(`${API}/cms/file`, () => HttpResponse.json({ status: 'ok', fileId: 'img-1' })),
    http.post(`${API}/cms/event/create`, async ({ request }) => {
      body = (await request.json()) as typeof body;
      return HttpResponse.json({ status: 'ok', event: { _id: 'e9' } });
    }),
  );
  renderPage(<EventCreatePage />, route);
  await fillValidForm(user);
  await user.upload(screen.getByTestId('image-input'), imageFile());
  expect(screen.getByAltText('Selected image')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create Event' }));
  await screen.findByTestId('navigated-away');
  expect(body.imageFileId).toBe('img-1');
});

test('a failed image upload stops the save', async () => {
  const user = fastUser();
  let created = false;
  server.use(
    http.post(`${API}/cms/file`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })),
    http.post(`${API}/cms/event/create`, () => {
      created = true;
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  renderPage(<EventCreatePage />, route);
  await fillValidForm(user);
  await user.upload(screen.getByTestId('image-input'), imageFile());
  await user.click(screen.getByRole('button', { name: 'Create Event' }));
  expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Create Event' })).toBeEnabled());
  expect(created).toBe(false);
});

test('cancel returns to the list', async () => {
  const user = fastUser();
  renderPage(<EventCreatePage />, route);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByTestId('navigated-away')).toBeInTheDocument();
});

test('repeating every week makes a series in one step (the Wednesday practice)', async () => {
  const user = fastUser();
  let body: Record<string, unknown> | undefined;
  let single = 0;
  server.use(
    http.post(`${API}/admin/event/series`, async ({ request }) => {
      body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ status: 'ok', events: [] });
    }),
    http.post(`${API}/cms/event/create`, () => {
      single += 1;
      return HttpResponse.json({ status: 'ok', event: { _id: 'e1' } });
    }),
  );
  renderPage(<EventCreatePage />, route);
  await fillValidForm(user);
  expect(screen.getByLabelText('Repeat every week')).toHaveValue(1);
  fill(/Repeat every week/, '40');
  fireEvent.blur(screen.getByLabelText('Repeat every week'));
  expect(screen.getByLabelText('Repeat every week')).toHaveValue(26);
  fill(/Repeat every week/, '8');
  await user.click(screen.getByRole('button', { name: 'Create Event' }));
  expect(await screen.findByText('8 weekly events created')).toBeInTheDocument();
  expect(body).toMatchObject({ name: { en: 'Junior Night Range' }, date: '2099-07-01', weeks: 8 });
  expect(single).toBe(0);
});
