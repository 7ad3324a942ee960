import { fastUser } from '../../../testing/setup';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { makeEvent } from '../../../testing/fixtures';
import { EventManagementPage } from './EventManagementPage';

const server = setupApiServer();
const route = { route: '/admin/event-management', path: '/admin/event-management' };

function serveEvents(events: GolfEvent[], calls: string[] = []) {
  server.use(
    http.get(`${API}/admin/event/list`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params.toString());
      const shown = params.get('keyword') ? [] : events;
      return HttpResponse.json({ status: 'ok', events: shown, total: shown.length, lastPage: shown.length ? 1 : 0 });
    }),
  );
  return calls;
}

test('lists events with type, registration and past events dimmed and labelled', async () => {
  serveEvents([
    makeEvent(),
    makeEvent({ _id: 'e2', name: 'Old Gathering', date: '2020-01-05', type: 'Gathering', allowRegistration: false }),
  ]);
  renderPage(<EventManagementPage />, route);
  const upcoming = (await screen.findByText('Sunday Range Practice')).closest('tr')!;
  expect(within(upcoming).getByText('Practice')).toBeInTheDocument();
  expect(within(upcoming).getByText('Open')).toBeInTheDocument();
  expect(within(upcoming).getByText('3 / 12')).toBeInTheDocument();
  expect(within(upcoming).getByText('HK$100 / HK$150.50')).toBeInTheDocument();
  expect(within(upcoming).queryByText('Past Event')).toBeNull();

  const past = screen.getByText('Old Gathering').closest('tr')!;
  expect(past).toHaveAttribute('data-past', 'true');
  expect(within(past).getByText('Past Event')).toBeInTheDocument();
  expect(within(past).getByText('Closed')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit Sunday Range Practice' })).toHaveAttribute('href', '/admin/event-edit/event-1');
  expect(screen.getByRole('link', { name: /New Event/ })).toHaveAttribute('href', '/admin/event-create');
});

test('searches and tells an empty search from an empty list', async () => {
  const user = fastUser();
  const calls = serveEvents([makeEvent()]);
  renderPage(<EventManagementPage />, route);
  await screen.findByText('Sunday Range Practice');
  await user.type(screen.getByRole('searchbox'), 'zzz{Enter}');
  expect(await screen.findByText('No events found matching your search')).toBeInTheDocument();
  expect(calls).toEqual(['page=1', 'page=1&keyword=zzz']);
});

test('says when there are no events', async () => {
  serveEvents([]);
  renderPage(<EventManagementPage />, route);
  expect(await screen.findByText('No events found')).toBeInTheDocument();
});

test('shows the load error', async () => {
  server.use(http.get(`${API}/admin/event/list`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  renderPage(<EventManagementPage />, route);
  expect(await screen.findByText('Error loading event data')).toBeInTheDocument();
});

test('deletes after a confirmation and reloads the list', async () => {
  const user = fastUser();
  let events = [makeEvent(), makeEvent({ _id: 'e2', name: 'Beach Gathering' })];
  const deleted: string[] = [];
  server.use(
    http.get(`${API}/admin/event/list`, () => HttpResponse.json({ status: 'ok', events, total: events.length, lastPage: 1 })),
    http.delete(`${API}/cms/event/delete/:id`, ({ params }) => {
      deleted.push(String(params.id));
      events = events.filter((event) => event._id !== params.id);
      return HttpResponse.json({ status: 'ok', event: makeEvent() });
    }),
  );
  renderPage(<EventManagementPage />, route);
  await user.click(await screen.findByRole('button', { name: 'Delete Beach Gathering' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(/"Beach Gathering" and its unpaid enrolments will be removed/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Event deleted successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Beach Gathering')).toBeNull());
  expect(deleted).toEqual(['e2']);
});

test('a refused delete keeps the event and shows why', async () => {
  const user = fastUser();
  serveEvents([makeEvent()]);
  server.use(
    http.delete(`${API}/cms/event/delete/:id`, () =>
      HttpResponse.json({ status: 'nok', error: 'Members have paid for this event: close registration instead.' }, { status: 409 }),
    ),
  );
  renderPage(<EventManagementPage />, route);
  await user.click(await screen.findByRole('button', { name: 'Delete Sunday Range Practice' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete event')).toBeInTheDocument();
  expect(screen.getByText('Members have paid for this event: close registration instead.')).toBeInTheDocument();
  expect(screen.getByText('Sunday Range Practice')).toBeInTheDocument();
});

test('on a phone the events are cards with edit and delete', async () => {
  window.innerWidth = 375;
  serveEvents([makeEvent({ date: '2020-01-05' })]);
  renderPage(<EventManagementPage />, route);
  const card = (await screen.findByText('Sunday Range Practice')).closest('li')!;
  expect(screen.queryByRole('table')).toBeNull();
  expect(within(card).getByText('Past Event')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Edit Sunday Range Practice' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Delete Sunday Range Practice' })).toBeInTheDocument();
});

test('duplicate makes a copy and opens it for editing; each row links to its attendees', async () => {
  const user = fastUser();
  serveEvents([makeEvent({ _id: 'e5', name: 'Wednesday Practice', currentParticipants: 7 })]);
  const copied: string[] = [];
  server.use(
    http.post(`${API}/admin/event/:id/duplicate`, ({ params }) => {
      copied.push(String(params.id));
      return HttpResponse.json({ status: 'ok', event: makeEvent({ _id: 'e6', name: 'Wednesday Practice' }) });
    }),
  );
  renderPage(<EventManagementPage />, route);
  expect(await screen.findByRole('link', { name: 'Attendees of Wednesday Practice' })).toHaveAttribute('href', '/admin/event-attendees/e5');
  expect(screen.getByRole('link', { name: 'Attendees of Wednesday Practice' })).toHaveTextContent('Attendees (7)');
  await user.click(screen.getByRole('button', { name: 'Duplicate Wednesday Practice' }));
  expect(await screen.findByText('Copy made: change its date and details, then save')).toBeInTheDocument();
  expect(copied).toEqual(['e5']);
  expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
});

test('a page past the end shows the last page of events', async () => {
  const pages: string[] = [];
  server.use(
    http.get(`${API}/admin/event/list`, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page')!;
      pages.push(page);
      return HttpResponse.json({ status: 'ok', events: page === '2' ? [makeEvent()] : [], total: 11, lastPage: 2 });
    }),
  );
  renderPage(<EventManagementPage />, { ...route, route: '/admin/event-management?page=99' });
  expect(await screen.findByText('Sunday Range Practice')).toBeInTheDocument();
  expect(screen.queryByText('No events found')).toBeNull();
  expect(pages).toEqual(['99', '2']);
});
