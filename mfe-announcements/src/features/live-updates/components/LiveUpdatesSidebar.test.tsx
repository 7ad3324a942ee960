import { expectAccessible } from '@golf/shared/testing/axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import type { LiveUpdate } from '@golf/contract/live-updates';
import '../../../i18n/announcements-catalogue';
import { clearQueryCache, prefetchQuery } from '@golf/shared/hooks/use-query';
import { FakeEventSource } from '@golf/shared/testing/fake-event-source';
import { liveUpdatesQuery } from '../api/get-live-updates';
import { makeLiveUpdate } from '../../../testing/fixtures';
import { LiveUpdatesSidebar } from './LiveUpdatesSidebar';

// Chakra renders slowly in jsdom and the machine is shared: allow for it.
jest.setTimeout(20_000);

const ok = (body: object) => HttpResponse.json({ status: 'ok', ...body });
let current: LiveUpdate[] = [];
let listRequests = 0;

const server = setupApiServer(
  http.get(`${API}/ext/liveupdate/list`, () => {
    listRequests += 1;
    return ok({ liveUpdates: current });
  }),
  http.get(`${API}/ext/liveupdate/get/:id`, ({ params }) => {
    const found = current.find((item) => item._id === params.id);
    return found ? ok({ liveUpdate: found }) : HttpResponse.json({ status: 'nok', error: 'Not found' }, { status: 404 });
  }),
);

beforeEach(() => {
  current = [];
  listRequests = 0;
  FakeEventSource.install();
});
afterEach(() => {
  FakeEventSource.uninstall();
  clearQueryCache();
});

const entries = () => screen.queryAllByTestId('live-update');
const titles = () => entries().map((entry) => within(entry).getAllByText(/./)[0].textContent);
const openSidebar = (language: 'en' | 'zh' = 'en') => renderPage(<LiveUpdatesSidebar />, { language });

test('lists live updates newest first with the LIVE badge and their colour dots; unknown colours are gray', async () => {
  current = [
    makeLiveUpdate({ title: 'Older', color: 'purple', createdAt: '2026-03-01T08:00:00Z' }),
    makeLiveUpdate({ title: 'Course closed', color: 'red', createdAt: '2026-03-02T08:00:00Z' }),
    makeLiveUpdate({ title: 'Odd colour', color: 'teal', createdAt: '2026-02-01T08:00:00Z' }),
  ];
  openSidebar();
  await waitFor(() => expect(titles()).toEqual(['Course closed', 'Older', 'Odd colour']));
  expect(screen.getByText('LIVE')).toBeInTheDocument();
  const colours = entries().map((entry) => entry.querySelector('[data-color]')!.getAttribute('data-color'));
  expect(colours).toEqual(['red', 'purple', 'gray']);
  // Each entry is a button named by what it shows, not by a label that hides it.
  expect(screen.getByRole('button', { name: /^Course closed/ })).toBeInTheDocument();
  await expectAccessible(document.body);
});

test('a busy day shows five first, then all on request', async () => {
  current = Array.from({ length: 7 }, (_, index) => makeLiveUpdate({ title: `Update ${index}` }));
  openSidebar();
  await screen.findByText('Update 0');
  expect(entries()).toHaveLength(5);
  await userEvent.click(screen.getByRole('button', { name: 'Show all (7)' }));
  expect(entries()).toHaveLength(7);
  await userEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
  expect(entries()).toHaveLength(5);
});

test('Show all brings the first entry it reveals to the top of the list and gives it the focus', async () => {
  current = Array.from({ length: 7 }, (_, index) => makeLiveUpdate({ title: `Update ${index}` }));
  const scrolls = jest.spyOn(Element.prototype, 'scrollTo');
  openSidebar();
  await screen.findByText('Update 0');
  await userEvent.click(screen.getByRole('button', { name: 'Show all (7)' }));
  const sixth = screen.getByRole('button', { name: /^Update 5/ });
  expect(sixth).toHaveFocus();
  const list = sixth.closest('ul')!;
  expect(scrolls.mock.contexts).toContain(list);
  expect(scrolls).toHaveBeenCalledWith({ top: (sixth.closest('li') as HTMLElement).offsetTop });
  scrolls.mockRestore();
});

test('with none, the Weekly Tournament sample is shown and opens without a call', async () => {
  const detailCalls = jest.fn();
  server.events.on('request:start', ({ request }) => request.url.includes('/liveupdate/get/') && detailCalls());
  openSidebar();
  await userEvent.click(await screen.findByRole('button', { name: /Weekly Tournament/ }));
  const dialog = await screen.findByTestId('live-update-dialog');
  expect(within(dialog).getByText('Weekly Tournament')).toBeInTheDocument();
  expect(within(dialog).getByTestId('live-update-content').textContent).toContain('All levels are welcome');
  expect(detailCalls).not.toHaveBeenCalled();
  server.events.removeAllListeners();
});

test('the sample speaks Chinese too', async () => {
  openSidebar('zh');
  expect(await screen.findByText('每週錦標賽')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '即時動態' })).toBeInTheDocument();
});

test('clicking an entry opens the info dialog with its full content, line breaks kept and no HTML run', async () => {
  current = [makeLiveUpdate({ title: 'Tee times', preview: 'Short', content: 'Line one\nLine two <b>bold?</b>', color: 'green' })];
  openSidebar();
  await userEvent.click(await screen.findByRole('button', { name: /Tee times/ }));
  const dialog = await screen.findByTestId('live-update-dialog');
  // Its kind, not the name of the admin's colour.
  expect(within(dialog).getByText('Live update')).toBeInTheDocument();
  expect(within(dialog).queryByText(/green/i)).toBeNull();
  const content = await within(dialog).findByTestId('live-update-content');
  expect(content.textContent).toBe('Line one\nLine two <b>bold?</b>');
  expect(content.querySelector('b')).toBeNull();
  await userEvent.click(within(screen.getByTestId('live-update-dialog')).getAllByRole('button', { name: 'Close' })[0]);
  await waitFor(() => expect(screen.queryByTestId('live-update-dialog')).toBeNull());
});

test('a failed detail shows the spec text and can be retried', async () => {
  current = [makeLiveUpdate({ _id: 'gone', title: 'Vanishing' })];
  server.use(http.get(`${API}/ext/liveupdate/get/gone`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  openSidebar();
  await userEvent.click(await screen.findByRole('button', { name: /Vanishing/ }));
  expect(await screen.findByText('Failed to fetch live update details')).toBeInTheDocument();
  server.resetHandlers();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await within(screen.getByTestId('live-update-dialog')).findByTestId('live-update-content')).toHaveTextContent('Live content');
});

test('a failed list shows an error with Retry', async () => {
  server.use(http.get(`${API}/ext/liveupdate/list`, () => HttpResponse.json({ status: 'nok' }, { status: 503 }), { once: true }));
  current = [makeLiveUpdate({ title: 'Back again' })];
  openSidebar();
  expect(await screen.findByText('Failed to load live updates. Please try again.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Back again')).toBeInTheDocument();
});

describe('pushed by the stream', () => {
  test('created, updated and deleted events are applied without a reload', async () => {
    current = [makeLiveUpdate({ _id: 'first', title: 'First', createdAt: '2026-03-01T08:00:00Z' })];
    openSidebar();
    await screen.findByText('First');
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe(`${API}/ext/liveupdate/stream`);
    act(() => stream.open());

    const created = makeLiveUpdate({ _id: 'new', title: 'Rain delay', color: 'blue', createdAt: '2026-03-05T08:00:00Z' });
    act(() => stream.push('created', created));
    await waitFor(() => expect(titles()).toEqual(['Rain delay', 'First']));

    act(() => stream.push('updated', { ...created, title: 'Rain delay: 30 minutes', color: 'orange' }));
    await waitFor(() => expect(titles()).toEqual(['Rain delay: 30 minutes', 'First']));
    expect(entries()[0].querySelector('[data-color]')).toHaveAttribute('data-color', 'orange');

    act(() => stream.push('deleted', { _id: 'new' }));
    await waitFor(() => expect(titles()).toEqual(['First']));
    act(() => stream.push('created', 'not json'));
    expect(titles()).toEqual(['First']);
  });

  test('deleting the last one brings the sample back; deleting the open one closes its dialog', async () => {
    current = [makeLiveUpdate({ _id: 'only', title: 'Only one' })];
    openSidebar();
    await userEvent.click(await screen.findByRole('button', { name: /Only one/ }));
    await screen.findByTestId('live-update-dialog');
    act(() => FakeEventSource.latest().push('deleted', { _id: 'only' }));
    await waitFor(() => expect(screen.queryByTestId('live-update-dialog')).toBeNull());
    expect(await screen.findByText('Weekly Tournament')).toBeInTheDocument();
  });

  test('an event that arrives while the list is loading is not lost', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    current = [makeLiveUpdate({ _id: 'old', title: 'Old news' })];
    server.use(http.get(`${API}/ext/liveupdate/list`, async () => {
      const snapshot = current;
      await gate;
      return ok({ liveUpdates: snapshot });
    }));
    openSidebar();
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    act(() => stream.push('created', makeLiveUpdate({ _id: 'fresh', title: 'Fresh news', createdAt: new Date().toISOString() })));
    release();
    await waitFor(() => expect(titles()).toEqual(['Fresh news', 'Old news']));
  });

  test('after a reconnect the list is read again, so nothing missed stays missing', async () => {
    current = [makeLiveUpdate({ title: 'Before the drop' })];
    openSidebar();
    await screen.findByText('Before the drop');
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    expect(listRequests).toBe(1);
    act(() => stream.drop());
    expect(await screen.findByText('Reconnecting to live updates...')).toBeInTheDocument();
    current = [makeLiveUpdate({ title: 'Posted during the drop', createdAt: new Date().toISOString() }), ...current];
    act(() => stream.open());
    expect(await screen.findByText('Posted during the drop')).toBeInTheDocument();
    expect(listRequests).toBe(2);
    expect(screen.getByText('Happening now on and off the course')).toBeInTheDocument();
  });

  test('a `resync` from the server reads the list again on the open stream', async () => {
    current = [makeLiveUpdate({ title: 'Before the outage' })];
    openSidebar();
    await screen.findByText('Before the outage');
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    current = [makeLiveUpdate({ title: 'Posted while the server could not notify', createdAt: new Date().toISOString() }), ...current];
    act(() => stream.push('resync', {}));
    expect(await screen.findByText('Posted while the server could not notify')).toBeInTheDocument();
    expect(listRequests).toBe(2);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  test('a list the hub prefetched is drawn at once, the stream opened after that first paint, and the list read again quietly once it is open', async () => {
    current = [makeLiveUpdate({ title: 'Read by the prefetch' })];
    await prefetchQuery(liveUpdatesQuery());
    expect(listRequests).toBe(1);
    current = [makeLiveUpdate({ title: 'Posted before the stream opened', createdAt: new Date().toISOString() }), ...current];
    openSidebar();
    // In the first render: no loading panel, no second read on mount, no stream yet.
    expect(screen.getByText('Read by the prefetch')).toBeInTheDocument();
    expect(listRequests).toBe(1);
    expect(FakeEventSource.instances).toHaveLength(0);
    // Once the next frame is painted and the browser is idle, the stream opens.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.latest().open());
    expect(await screen.findByText('Posted before the stream opened')).toBeInTheDocument();
    expect(listRequests).toBe(2);
    expect(screen.queryByText('Reconnecting to live updates...')).not.toBeInTheDocument();
  });

  test('a sidebar opened again later reads its own list, not the prefetched one kept in the cache', async () => {
    current = [makeLiveUpdate({ title: 'Read by the prefetch' })];
    await prefetchQuery(liveUpdatesQuery());
    openSidebar().unmount();
    current = [makeLiveUpdate({ title: 'Posted since' })];
    openSidebar();
    expect(screen.queryByText('Read by the prefetch')).not.toBeInTheDocument();
    expect(await screen.findByText('Posted since')).toBeInTheDocument();
    expect(listRequests).toBe(2);
  });

  test('the stream is closed when the page goes away', async () => {
    const view = openSidebar();
    await screen.findByText('Weekly Tournament');
    const stream = FakeEventSource.latest();
    view.unmount();
    expect(stream.closed).toBe(true);
  });
});
