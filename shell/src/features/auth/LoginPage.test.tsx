import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '@golf/shared/testing/api-server';
import { fill, setupShellTest } from '../../testing/shell-test';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { readToken } from '@golf/shared/api/session-token';
import LoginPage from './LoginPage';
import { renderAt } from './test-utils';

const server = setupShellTest();
const member = { _id: 'u1', fullName: 'Chan Tai Man', email: 'kid@golf.hk', userGroup: 'User', annualMembershipActivated: false };

function renderLogin(options: { state?: unknown; language?: 'zh' | 'en' } = {}) {
  return renderAt('/login', <LoginPage />, options);
}

async function fillAndSubmit(email = 'kid@golf.hk', password = 'secret-1') {
  await fill(screen.getByLabelText(/^Email/), email);
  await fill(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => useAuthStore.setState({ status: 'signedOut', token: null, profile: null, sessionEnded: false }));

test('shows the fields, the links to sign-up and activation, and the forgot-password dialog', async () => {
  renderLogin();
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  expect(screen.getByRole('link', { name: 'Activate your membership' })).toHaveAttribute('href', '/activate-membership');

  await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/with your account details/)).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'info@youthgolf.hk' })).toHaveAttribute('href', 'mailto:info@youthgolf.hk');
  await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test("the forgot-password dialog's first action is the reset by email; the support address stays", async () => {
  renderLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
  const dialog = await screen.findByRole('dialog');
  const links = within(dialog).getAllByRole('link');
  expect(links[0]).toHaveTextContent('Reset by email');
  expect(links[0]).toHaveAttribute('href', '/forgot-password');
  expect(within(dialog).getByRole('link', { name: 'Email support' })).toHaveAttribute('href', 'mailto:info@youthgolf.hk');
  await userEvent.click(links[0]);
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/forgot-password'));
});

test('the forgot-password dialog reads in Chinese', async () => {
  renderLogin({ language: 'zh' });
  await userEvent.click(screen.getByRole('button', { name: '忘記密碼？' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('link', { name: '以電郵重設密碼' })).toHaveAttribute('href', '/forgot-password');
  expect(within(dialog).getByText(/並附上你的帳戶資料/)).toBeInTheDocument();
});

test('a session the server ended is said on the page, not only in a passing toast', async () => {
  renderLogin({ state: { from: '/events/42', sessionEnded: true } });
  const notice = await screen.findByTestId('session-ended');
  expect(notice).toHaveTextContent('Your session has ended');
  expect(notice).toHaveTextContent('Please sign in again to continue.');
});

test("a session ended while a guarded page was open is said even when the guard's redirect dropped the router state", async () => {
  // RequireAuth's own <Navigate to="/login" state={{ from }}> can land after the shell's redirect
  // and replace its state; the store's flag still tells the page, which takes it once.
  useAuthStore.setState({ sessionEnded: true });
  renderLogin({ state: { from: '/events' }, language: 'zh' });
  expect(await screen.findByTestId('session-ended')).toHaveTextContent('你的登入已結束');
  expect(useAuthStore.getState().sessionEnded).toBe(false);
});

test('a plain visit to the sign-in page shows no such notice', () => {
  renderLogin({ state: { from: '/events/42' } });
  expect(screen.queryByTestId('session-ended')).toBeNull();
});

test('the link to sign-up keeps the page the visitor came from', () => {
  renderLogin({ state: { from: '/events/42' } });
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?next=%2Fevents%2F42');
});

test('after a full page load, ?next= leads back to the event', async () => {
  server.use(
    http.post(`${API}/ext/auth/signin`, () => HttpResponse.json({ status: 'ok', token: 'tok-3' })),
    http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: member })),
  );
  renderAt('/login', <LoginPage />, { search: '?next=%2Fevents%2F42' });
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?next=%2Fevents%2F42');
  await fillAndSubmit();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/events/42'));
});

test.each(['//evil.example', 'https://evil.example'])('?next=%s is refused: signing in leads to /membership', async (next) => {
  server.use(
    http.post(`${API}/ext/auth/signin`, () => HttpResponse.json({ status: 'ok', token: 'tok-4' })),
    http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: member })),
  );
  renderAt('/login', <LoginPage />, { search: `?next=${encodeURIComponent(next)}` });
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  await fillAndSubmit();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/membership'));
});

test('requires email and password and a valid email before calling', async () => {
  const calls = jest.fn();
  server.use(http.post(`${API}/ext/auth/signin`, () => (calls(), HttpResponse.json({ status: 'ok', token: 't' }))));
  renderLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(screen.getAllByText('This field is required')).toHaveLength(2);
  await fill(screen.getByLabelText(/^Email/), 'not-an-email');
  expect(screen.getAllByText('This field is required')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(calls).not.toHaveBeenCalled();
});

test('signs in, stores the session and goes to /membership', async () => {
  let sent: unknown;
  server.use(
    http.post(`${API}/ext/auth/signin`, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ status: 'ok', token: 'tok-1' });
    }),
    http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: member })),
  );
  renderLogin();
  await fillAndSubmit(' kid@golf.hk ');
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/membership'));
  expect(sent).toEqual({ email: 'kid@golf.hk', password: 'secret-1' });
  expect(readToken()).toBe('tok-1');
  expect(useAuthStore.getState().profile?.fullName).toBe('Chan Tai Man');
});

test('returns to the protected page the visitor was sent from', async () => {
  server.use(
    http.post(`${API}/ext/auth/signin`, () => HttpResponse.json({ status: 'ok', token: 'tok-2' })),
    http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: member })),
  );
  renderLogin({ state: { from: '/events/42' } });
  await fillAndSubmit();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/events/42'));
});

test('a refused sign-in shows the server text, keeps the entries and re-enables the button', async () => {
  server.use(
    http.post(`${API}/ext/auth/signin`, () => HttpResponse.json({ status: 'nok', error: 'Account frozen' }, { status: 403 })),
  );
  renderLogin();
  await fillAndSubmit();
  expect(await screen.findByText('Sign In Failed')).toBeInTheDocument();
  expect(screen.getByText('Account frozen')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toHaveValue('kid@golf.hk');
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(readToken()).toBeNull();
});

test("a 'nok' without text shows 'Invalid credentials. Please try again.'", async () => {
  server.use(http.post(`${API}/ext/auth/signin`, () => HttpResponse.json({ status: 'nok' }, { status: 401 })));
  renderLogin();
  await fillAndSubmit();
  expect(await screen.findByText('Invalid credentials. Please try again.')).toBeInTheDocument();
});

test('no answer at all shows the generic sign-in error', async () => {
  server.use(http.post(`${API}/ext/auth/signin`, () => HttpResponse.error()));
  renderLogin();
  await fillAndSubmit();
  expect(await screen.findByText('An error occurred during sign in.')).toBeInTheDocument();
});

test('shows the submitting state while the call is under way', async () => {
  let release: () => void = () => {};
  server.use(
    http.post(`${API}/ext/auth/signin`, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({ status: 'nok', error: 'Wrong password' }, { status: 401 });
    }),
  );
  renderLogin();
  await fillAndSubmit();
  const button = await screen.findByRole('button', { name: /Signing in/ });
  expect(button).toBeDisabled();
  release();
  expect(await screen.findByText('Wrong password')).toBeInTheDocument();
});

test('a signed-in visitor is sent on to /membership', async () => {
  useAuthStore.setState({ status: 'signedIn', token: 't', profile: member as never });
  renderLogin();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/membership'));
});

test('reads in Chinese', () => {
  renderLogin({ language: 'zh' });
  expect(screen.getByRole('heading', { name: '登入' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '註冊' })).toHaveAttribute('href', '/signup');
});
