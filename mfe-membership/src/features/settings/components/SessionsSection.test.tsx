import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { readToken } from '@golf/shared/api/session-token';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import '../../../testing/slow-machine';
import { sessionsHandler, THIS_SESSION } from '../../../testing/sessions';
import Settings from '../../../routes/Settings';
import { makeProfile, signInAs } from '@golf/shared/testing/profile';

const user = userEvent.setup({ delay: null });
const LAPTOP = { _id: 's2', device: 'Safari · macOS', createdAt: '2026-02-01T01:00:00.000Z', lastSeenAt: '2026-03-10T08:30:00.000Z', current: false };
const UNKNOWN = { _id: 's3', device: '', createdAt: '2026-02-01T01:00:00.000Z', lastSeenAt: '2026-03-09T08:30:00.000Z', current: false };

const server = setupApiServer(
  // As the API does: without a token, no profile (the page's queries ask again once signed out).
  http.get(`${API}/cms/auth/me`, ({ request }) =>
    request.headers.get('authorization') ? HttpResponse.json({ status: 'ok', data: makeProfile() }) : HttpResponse.json({ status: 'nok', error: 'Please sign in to continue.' }, { status: 401 }),
  ),
  sessionsHandler([THIS_SESSION, LAPTOP, UNKNOWN]),
);
beforeEach(() => signInAs(makeProfile()));

const openSection = async (language: 'en' | 'zh' = 'en') => {
  renderPage(<Settings />, { route: '/settings', path: '/settings/*', language });
  return screen.findByRole('region', { name: language === 'en' ? 'Signed-in devices' : '已登入的裝置' });
};

it('lists the signed-in devices with this one marked and when each was last active', async () => {
  const section = await openSection();
  const items = await within(section).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^Chrome · AndroidThis deviceLast active \d+ Mar 2026 \d\d:\d\d$/),
    expect.stringMatching(/^Safari · macOSLast active 10 Mar 2026/),
    expect.stringMatching(/^Unknown deviceLast active 9 Mar 2026/),
  ]);
});

it('signs out everywhere after a confirmation, then here, and opens /login', async () => {
  const calls: Array<string | null> = [];
  server.use(
    http.post(`${API}/cms/auth/signout-all`, ({ request }) => {
      calls.push(request.headers.get('authorization'));
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  const section = await openSection();
  await user.click(within(section).getByRole('button', { name: 'Sign out everywhere' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
  expect(dialog).toHaveTextContent('this one included');
  expect(calls).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
  expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  expect(calls).toEqual(['Bearer test-token']);
  expect(readToken()).toBeNull();
  expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', sessionEnded: false });
  expect(await screen.findByText('You have signed out on every device.')).toBeInTheDocument();
});

it('cancelling the confirmation changes nothing', async () => {
  const section = await openSection();
  await user.click(within(section).getByRole('button', { name: 'Sign out everywhere' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(readToken()).toBe('test-token');
});

it('says so and stays signed in when the server cannot sign out everywhere', async () => {
  server.use(http.post(`${API}/cms/auth/signout-all`, () => HttpResponse.json({ status: 'nok', error: 'The service is briefly unavailable.' }, { status: 503 })));
  const section = await openSection();
  await user.click(within(section).getByRole('button', { name: 'Sign out everywhere' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }));
  expect(await screen.findByText('Could not sign out everywhere')).toBeInTheDocument();
  expect(screen.getByText('The service is briefly unavailable.')).toBeInTheDocument();
  expect(readToken()).toBe('test-token');
  expect(useAuthStore.getState().status).toBe('signedIn');
  expect(screen.queryByTestId('navigated-away')).toBeNull();
});

it('shows a load error with a working retry', async () => {
  let calls = 0;
  server.use(
    http.get(`${API}/cms/auth/sessions`, () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ status: 'nok', error: 'down' }, { status: 500 }) : HttpResponse.json({ status: 'ok', sessions: [THIS_SESSION] });
    }),
  );
  const section = await openSection();
  expect(await within(section).findByText('Unable to load your signed-in devices.')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Retry' }));
  expect(await within(section).findByText('Chrome · Android')).toBeInTheDocument();
});

it('speaks Chinese', async () => {
  const section = await openSection('zh');
  expect(await within(section).findByText('此裝置')).toBeInTheDocument();
  expect(within(section).getByText('未知裝置')).toBeInTheDocument();
  expect(within(section).getByText(/^最後使用：2026年3月10日/)).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: '登出所有裝置' }));
  expect(await screen.findByRole('alertdialog', { name: '要登出所有裝置嗎？' })).toBeInTheDocument();
});

it('signs out one other device on its own button; this device has none', async () => {
  let live = [THIS_SESSION, LAPTOP, UNKNOWN];
  const ended: string[] = [];
  server.use(
    http.get(`${API}/cms/auth/sessions`, () => HttpResponse.json({ status: 'ok', sessions: live })),
    http.post(`${API}/cms/auth/sessions/:id/end`, ({ params }) => {
      ended.push(String(params.id));
      live = live.filter((session) => session._id !== params.id);
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  const section = await openSection();
  await within(section).findByText('Safari · macOS');
  expect(within(section).queryByRole('button', { name: 'Sign out Chrome · Android' })).toBeNull();
  await user.click(within(section).getByRole('button', { name: 'Sign out Safari · macOS' }));
  expect(await screen.findByText('Safari · macOS is signed out.')).toBeInTheDocument();
  await waitFor(() => expect(within(section).queryByText('Safari · macOS')).toBeNull());
  expect(ended).toEqual(['s2']);
  expect(within(section).getByRole('button', { name: 'Sign out Unknown device' })).toBeInTheDocument();
  expect(readToken()).toBe('test-token');
});

it('says so when one device cannot be signed out, in Chinese too', async () => {
  server.use(http.post(`${API}/cms/auth/sessions/:id/end`, () => HttpResponse.json({ status: 'nok', error: '該裝置已不再登入。' }, { status: 404 })));
  const section = await openSection('zh');
  await user.click(await within(section).findByRole('button', { name: '登出 Safari · macOS' }));
  expect(await screen.findByText('未能登出該裝置')).toBeInTheDocument();
  expect(screen.getByText('該裝置已不再登入。')).toBeInTheDocument();
});
