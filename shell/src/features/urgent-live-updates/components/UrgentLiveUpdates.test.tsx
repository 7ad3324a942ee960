import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { expectAccessible } from '@golf/shared/testing/axe';
import { FakeEventSource } from '@golf/shared/testing/fake-event-source';
import '../../../i18n/shell-catalogue';
import { setupShellTest } from '../../../testing/shell-test';
import { UrgentLiveUpdates } from './UrgentLiveUpdates';
// Loaded ahead, so its lazy import resolves at once (jest compiles a file on first require).
import './UrgentBanner';

const server = setupShellTest();

const update = (id: string, color: string, title: string, createdAt = '2026-11-27T08:00:00.000Z') => ({
  _id: id,
  title,
  content: `${title} — details`,
  preview: `${title} — preview`,
  color,
  createdAt,
  updatedAt: createdAt,
});

let list: ReturnType<typeof update>[] = [];
beforeEach(() => {
  localStorage.clear();
  list = [];
  FakeEventSource.install();
  server.use(http.get(`${API}/ext/liveupdate/list`, () => HttpResponse.json({ status: 'ok', liveUpdates: list })));
});
afterEach(() => FakeEventSource.uninstall());

async function openStream(): Promise<FakeEventSource> {
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  const stream = FakeEventSource.latest();
  act(() => stream.open());
  return stream;
}

test('an urgent update pushed over the stream shows at once; other colours do not', async () => {
  renderPage(<UrgentLiveUpdates />);
  const stream = await openStream();
  act(() => stream.push('created', update('g1', 'green', 'Range open late')));
  act(() => stream.push('created', update('r1', 'red', 'Thunderstorm warning: leave the course')));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Urgent');
  expect(alert).toHaveTextContent('Thunderstorm warning: leave the course');
  expect(within(alert).getByRole('link', { name: 'All live updates' })).toHaveAttribute('href', '/announcements');
  expect(screen.queryByText('Range open late')).toBeNull();
  await expectAccessible(document.body);

  // Turned green by an edit, or deleted: the banner goes.
  act(() => stream.push('updated', update('r1', 'green', 'Thunderstorm warning: leave the course')));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});

test('an urgent update made before the page loaded shows once the stream is open', async () => {
  list = [update('g1', 'green', 'Range open late'), update('r2', 'RED', 'Course closed today')];
  renderPage(<UrgentLiveUpdates />, { language: 'zh' });
  await openStream();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('緊急');
  expect(alert).toHaveTextContent('Course closed today');
  expect(within(alert).getByRole('button', { name: '關閉「Course closed today」' })).toBeInTheDocument();
});

test('a dismissed update stays dismissed after a reload; a new urgent one still shows', async () => {
  list = [update('r1', 'red', 'Thunderstorm warning')];
  const first = renderPage(<UrgentLiveUpdates />);
  await openStream();
  await userEvent.click(await screen.findByRole('button', { name: 'Dismiss “Thunderstorm warning”' }));
  expect(screen.queryByRole('alert')).toBeNull();
  first.unmount();

  FakeEventSource.install();
  renderPage(<UrgentLiveUpdates />);
  const stream = await openStream();
  // The list is read (and still holds r1), then a new urgent update arrives.
  await waitFor(() => expect(FakeEventSource.latest().readyState).toBe(FakeEventSource.OPEN));
  act(() => stream.push('created', update('r3', 'red', 'Lightning: shelter now', '2026-11-27T09:00:00.000Z')));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Lightning: shelter now');
  expect(screen.queryByText('Thunderstorm warning')).toBeNull();
});

test('an event that arrives while the list is being read is not lost', async () => {
  let answer: () => void = () => {};
  server.use(
    http.get(`${API}/ext/liveupdate/list`, async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json({ status: 'ok', liveUpdates: [update('r5', 'red', 'Older alert', '2026-11-27T07:00:00.000Z')] });
    }),
  );
  renderPage(<UrgentLiveUpdates />);
  const stream = await openStream();
  act(() => stream.push('created', update('r4', 'red', 'Course flooded')));
  await screen.findByText('Course flooded');
  answer();
  // The list has been applied: the update pushed meanwhile is still there, above the older one.
  await screen.findByText('Older alert');
  const alerts = screen.getAllByRole('alert');
  expect(alerts.map((alert) => alert.textContent)).toEqual([expect.stringContaining('Course flooded'), expect.stringContaining('Older alert')]);
});
