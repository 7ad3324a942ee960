import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { API } from '@golf/shared/testing/api-server';
import { makeProfile } from '@golf/shared/testing/profile';
import { renderPage } from '@golf/shared/testing/render';
import { setupShellTest } from '../../testing/shell-test';
import VerifyEmailPage from './VerifyEmailPage';
import { AccountBanner } from './components/AccountBanner';

const server = setupShellTest();

const openWith = (search: string, language: 'en' | 'zh' = 'en') => renderPage(<VerifyEmailPage />, { route: `/verify-email${search}`, path: '/verify-email', language });

afterEach(() => useAuthStore.setState({ status: 'signedOut', token: null, profile: null }));

test('uses the link at once and says the address is confirmed', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post(`${API}/ext/auth/verify-email`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ status: 'ok', purpose: 'signup', email: 'kid@golf.hk' });
    }),
  );
  openWith('?token=abc');
  expect(screen.getByTestId('verify-checking')).toHaveTextContent('Confirming your email address...');
  expect(await screen.findByTestId('verify-done')).toHaveTextContent('Your email address is confirmed');
  expect(sent).toEqual([{ token: 'abc' }]);
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
});

test('a new address confirmed names it, in Chinese', async () => {
  server.use(http.post(`${API}/ext/auth/verify-email`, () => HttpResponse.json({ status: 'ok', purpose: 'email-change', email: 'new@golf.hk' })));
  openWith('?token=abc', 'zh');
  expect(await screen.findByTestId('verify-done')).toHaveTextContent('你的新電郵地址已確認你的帳戶現已使用 new@golf.hk');
});

test.each([
  [410, 'verify-expired', 'This link has expired', 'This link has expired (links work for 24 hours). Please ask for a new one.'],
  // The title says it; the text adds what to do rather than repeating the server's sentence.
  [409, 'verify-used', 'This link was already used', 'If you have confirmed your address already, there is nothing more to do.'],
  [400, 'verify-invalid', 'This link is not valid', 'This link is not valid. Please check that you opened the whole link from the email.'],
])('a %i says why (%s) with the server’s words', async (status, testId, title, message) => {
  server.use(http.post(`${API}/ext/auth/verify-email`, () => HttpResponse.json({ status: 'nok', error: status === 409 ? 'This link was already used.' : message }, { status })));
  openWith('?token=abc');
  const notice = await screen.findByTestId(testId);
  expect(notice).toHaveTextContent(title);
  expect(notice).toHaveTextContent(message);
});

test('an expired link offers a signed-in member a new one', async () => {
  useAuthStore.setState({ status: 'signedIn', token: 't', profile: makeProfile({ emailVerified: false, email: 'kid@golf.hk' }) });
  const resent = jest.fn();
  server.use(
    http.post(`${API}/ext/auth/verify-email`, () => HttpResponse.json({ status: 'nok', error: 'expired' }, { status: 410 })),
    http.post(`${API}/cms/auth/verify-email/resend`, () => (resent(), HttpResponse.json({ status: 'ok' }))),
  );
  openWith('?token=abc');
  await userEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
  expect(await screen.findByText('A new link is on its way to kid@golf.hk.')).toBeInTheDocument();
  expect(resent).toHaveBeenCalledTimes(1);
});

test('a network failure can be tried again; no token at all says the link is incomplete', async () => {
  let answer = 502;
  server.use(http.post(`${API}/ext/auth/verify-email`, () => (answer === 200 ? HttpResponse.json({ status: 'ok', purpose: 'signup', email: 'a@golf.hk' }) : HttpResponse.json({}, { status: answer }))));
  openWith('?token=abc');
  expect(await screen.findByTestId('verify-failed')).toBeInTheDocument();
  answer = 200;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('verify-done')).toBeInTheDocument();
});

test('without a token the page says the link is incomplete', () => {
  openWith('');
  expect(screen.getByTestId('verify-missing')).toHaveTextContent('This link is incomplete');
  expect(screen.getByText('Sign in to ask for a new link.')).toBeInTheDocument();
});

describe('the banner', () => {
  test('shows only while the signed-in account is unverified, with a resend', async () => {
    useAuthStore.setState({ status: 'signedIn', token: 't', profile: makeProfile({ emailVerified: false, email: 'kid@golf.hk' }) });
    const view = renderPage(<AccountBanner />, { route: '/membership', path: '/membership' });
    // The alert arrives in its own chunk (not in a visitor's first download).
    expect(await screen.findByTestId('verify-email-banner')).toHaveTextContent('Check your emailWe sent a link to kid@golf.hk.');
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
    view.unmount();
    useAuthStore.setState({ profile: makeProfile({ emailVerified: true }) });
    renderPage(<AccountBanner />, { route: '/membership', path: '/membership' });
    expect(screen.queryByTestId('verify-email-banner')).toBeNull();
  });

  test('reads in Chinese', async () => {
    useAuthStore.setState({ status: 'signedIn', token: 't', profile: makeProfile({ emailVerified: false, email: 'kid@golf.hk' }) });
    renderPage(<AccountBanner />, { route: '/events', path: '/events', language: 'zh' });
    expect(await screen.findByTestId('verify-email-banner')).toHaveTextContent('請查看你的電郵我們已寄出連結到 kid@golf.hk');
  });
});
