import { fastUser } from '../../../testing/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { LiveUpdate } from '@golf/contract/live-updates';
import { writeToken } from '@golf/shared/api/session-token';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { makeLiveUpdate } from '../../../testing/fixtures';
import { LiveUpdateManagementPage } from './LiveUpdateManagementPage';

const server = setupApiServer();
const route = { route: '/admin/live-update-management', path: '/admin/live-update-management' };

beforeEach(() => writeToken('admin-token'));

/** An API holding a list of live updates; records what the admin sends. */
type Texts = { zh: string | null; en: string | null };
type Written = { title: Texts; content: Texts; color: string };
/** What the API answers an admin for a write: in English (the test's language), both as well. */
const asRead = ({ title, content, color }: Written) => ({
  title: title.en ?? title.zh ?? '',
  titleLang: title.en ? ('en' as const) : ('zh' as const),
  content: content.en ?? content.zh ?? '',
  contentLang: content.en ? ('en' as const) : ('zh' as const),
  titles: title,
  contents: content,
  color,
});

function fakeApi(initial: LiveUpdate[]) {
  let list = [...initial];
  const sent: Array<{ method: string; id?: string; body?: unknown }> = [];
  server.use(
    http.get(`${API}/cms/liveupdate/list`, () => HttpResponse.json({ status: 'ok', liveUpdates: list })),
    http.get(`${API}/cms/liveupdate/get/:id`, ({ params }) => {
      const item = list.find((entry) => entry._id === params.id);
      return item ? HttpResponse.json({ status: 'ok', liveUpdate: item }) : HttpResponse.json({ status: 'nok' }, { status: 404 });
    }),
    http.post(`${API}/cms/liveupdate/create`, async ({ request }) => {
      const body = (await request.json()) as Written;
      sent.push({ method: 'create', body });
      list = [makeLiveUpdate({ ...asRead(body), _id: 'new' }), ...list];
      return HttpResponse.json({ status: 'ok', liveUpdate: list[0] });
    }),
    http.put(`${API}/cms/liveupdate/update/:id`, async ({ params, request }) => {
      const body = (await request.json()) as Written;
      sent.push({ method: 'update', id: String(params.id), body });
      list = list.map((entry) => (entry._id === params.id ? { ...entry, ...asRead(body) } : entry));
      return HttpResponse.json({ status: 'ok', liveUpdate: list.find((entry) => entry._id === params.id) });
    }),
    http.delete(`${API}/cms/liveupdate/delete/:id`, ({ params }) => {
      sent.push({ method: 'delete', id: String(params.id) });
      list = list.filter((entry) => entry._id !== params.id);
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  return sent;
}

const typhoon = makeLiveUpdate({ _id: 'l2', title: 'Typhoon signal 8', content: 'All sessions cancelled today.', color: 'red' });

test('lists live updates with count, colour and created time, and searches locally', async () => {
  const user = fastUser();
  fakeApi([makeLiveUpdate(), typhoon, makeLiveUpdate({ _id: 'l3', title: 'Odd colour', color: 'teal' })]);
  renderPage(<LiveUpdateManagementPage />, route);
  const row = (await screen.findByText('Typhoon signal 8')).closest('tr')!;
  expect(within(row).getByText('Red')).toBeInTheDocument();
  expect(within(row).getByText(/2026/)).toBeInTheDocument();
  expect(screen.getByText('3 live updates')).toBeInTheDocument();
  expect(within(screen.getByText('Odd colour').closest('tr')!).getByText('teal')).toBeInTheDocument();

  await user.type(screen.getByPlaceholderText('Search by title or content...'), 'CANCELLED');
  expect(screen.queryByText('Range open')).toBeNull();
  expect(screen.getByText('Typhoon signal 8')).toBeInTheDocument();
  // The count is what the search shows.
  expect(screen.getByText('1 live update')).toBeInTheDocument();
  expect(screen.queryByText('3 live updates')).toBeNull();
  await user.clear(screen.getByPlaceholderText('Search by title or content...'));
  await user.type(screen.getByPlaceholderText('Search by title or content...'), 'hole in one');
  expect(screen.getByText('No live updates found matching your search')).toBeInTheDocument();
  // No count over nothing found (it said "3" above the empty state).
  expect(screen.queryByText(/\d live updates?$/)).toBeNull();
});

test('says when there are none, and when loading fails', async () => {
  fakeApi([]);
  const { unmount } = renderPage(<LiveUpdateManagementPage />, route);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByText('No live updates found')).toBeInTheDocument();
  unmount();

  server.use(http.get(`${API}/cms/liveupdate/list`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  renderPage(<LiveUpdateManagementPage />, route);
  expect(await screen.findByText('Error loading live updates data')).toBeInTheDocument();
});

test('creates through the dialog: title and content required, green by default, then refetches', async () => {
  const user = fastUser();
  const sent = fakeApi([makeLiveUpdate()]);
  renderPage(<LiveUpdateManagementPage />, route);
  await screen.findByText('Range open');
  await user.click(screen.getByRole('button', { name: /New Live Update/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText('Color')).toHaveValue('green');
  expect(within(dialog).getByLabelText(/Content · English/)).toHaveAttribute('rows', '4');
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(within(dialog).getByText('Write the title in Chinese, English or both')).toBeInTheDocument();
  expect(within(dialog).getByText('Write the content in Chinese, English or both')).toBeInTheDocument();

  // One language is enough; the other can be written later.
  fireEvent.change(within(dialog).getByLabelText(/Title · English/), { target: { value: 'Fog delay' } });
  fireEvent.change(within(dialog).getByLabelText(/Content · English/), { target: { value: 'Tee times move by 30 minutes.' } });
  await user.selectOptions(within(dialog).getByLabelText('Color'), 'purple');
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));

  expect(await screen.findByText('Live update created successfully')).toBeInTheDocument();
  expect(await screen.findByText('Fog delay')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent).toEqual([{ method: 'create', body: { title: { zh: null, en: 'Fog delay' }, color: 'purple', content: { zh: null, en: 'Tee times move by 30 minutes.' } } }]);
});

test('edits with the dialog filled from the fetched detail', async () => {
  const user = fastUser();
  const sent = fakeApi([makeLiveUpdate(), typhoon]);
  renderPage(<LiveUpdateManagementPage />, route);
  await user.click(await screen.findByRole('button', { name: 'Edit Typhoon signal 8' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByLabelText(/Title · English/)).toHaveValue('Typhoon signal 8');
  expect(within(dialog).getByLabelText('Color')).toHaveValue('red');
  fireEvent.change(within(dialog).getByLabelText(/Title · English/), { target: { value: 'Typhoon signal 3' } });
  // Completed in the other language.
  fireEvent.change(within(dialog).getByLabelText(/Title · Chinese/), { target: { value: '三號風球' } });
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  expect(await screen.findByText('Live update updated successfully')).toBeInTheDocument();
  expect(await screen.findByText('Typhoon signal 3')).toBeInTheDocument();
  expect(sent).toEqual([
    { method: 'update', id: 'l2', body: { title: { zh: '三號風球', en: 'Typhoon signal 3' }, color: 'red', content: { zh: null, en: 'All sessions cancelled today.' } } },
  ]);
});

test('a failed detail fetch closes the dialog with a toast; a failed save keeps it open', async () => {
  const user = fastUser();
  fakeApi([makeLiveUpdate(), typhoon]);
  server.use(http.get(`${API}/cms/liveupdate/get/l2`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  renderPage(<LiveUpdateManagementPage />, route);
  await user.click(await screen.findByRole('button', { name: 'Edit Typhoon signal 8' }));
  expect(await screen.findByText('Failed to fetch live update details')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  server.use(http.post(`${API}/cms/liveupdate/create`, () => HttpResponse.json({ status: 'nok', error: 'Title is too long' }, { status: 400 })));
  await user.click(screen.getByRole('button', { name: /New Live Update/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/Title · English/), { target: { value: 'x' } });
  fireEvent.change(within(dialog).getByLabelText(/Content · English/), { target: { value: 'y' } });
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Failed to create live update')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('deletes after the confirmation and refetches', async () => {
  const user = fastUser();
  const sent = fakeApi([makeLiveUpdate(), typhoon]);
  renderPage(<LiveUpdateManagementPage />, route);
  await user.click(await screen.findByRole('button', { name: 'Delete Typhoon signal 8' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(within(confirm).getByText('Confirm Delete')).toBeInTheDocument();
  expect(within(confirm).getByText('Are you sure you want to delete this live update? This action cannot be undone.')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Live update deleted successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Typhoon signal 8')).toBeNull());
  expect(sent).toEqual([{ method: 'delete', id: 'l2' }]);
});

test('a failed delete says so and keeps the item', async () => {
  const user = fastUser();
  fakeApi([typhoon]);
  server.use(http.delete(`${API}/cms/liveupdate/delete/l2`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  renderPage(<LiveUpdateManagementPage />, route);
  await user.click(await screen.findByRole('button', { name: 'Delete Typhoon signal 8' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete live update')).toBeInTheDocument();
  expect(screen.getByText('Typhoon signal 8')).toBeInTheDocument();
});

test('on a phone the live updates are cards whose edit opens the dialog', async () => {
  window.innerWidth = 375;
  const user = fastUser();
  fakeApi([typhoon]);
  renderPage(<LiveUpdateManagementPage />, route);
  const card = (await screen.findByText('Typhoon signal 8')).closest('li')!;
  expect(screen.queryByRole('table')).toBeNull();
  await user.click(within(card).getByRole('button', { name: 'Edit Typhoon signal 8' }));
  const dialog = await screen.findByRole('dialog');
  // One language at a time on a phone, the admin's first; the other a tap away.
  expect(await within(dialog).findByLabelText(/Title · English/)).toHaveValue('Typhoon signal 8');
  expect(within(dialog).queryByLabelText(/Title · Chinese/)).toBeNull();
  await user.click(within(dialog).getAllByRole('button', { name: 'Chinese' })[0]!);
  expect(within(dialog).getByLabelText(/Title · Chinese/)).toHaveValue('');
});
