import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '@golf/shared/testing/api-server';
import { fill, setupShellTest } from '../../testing/shell-test';
import ForgotPasswordPage from './ForgotPasswordPage';
import { renderAt } from './test-utils';

const server = setupShellTest();

test('validates the email, asks the API for a link, then offers to start over', async () => {
  const asked: unknown[] = [];
  server.use(
    http.post(`${API}/ext/auth/password-reset/request`, async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  renderAt('/forgot-password', <ForgotPasswordPage />);
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(screen.getByText('This field is required')).toBeInTheDocument();
  await fill(screen.getByLabelText(/^Email/), 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(asked).toEqual([]);

  await fill(screen.getByLabelText(/^Email/), ' kid@golf.hk ');
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByTestId('reset-sent')).toHaveTextContent('If an account exists for kid@golf.hk');
  expect(asked).toEqual([{ email: 'kid@golf.hk' }]);
  expect(screen.getByRole('link', { name: 'info@youthgolf.hk' })).toHaveAttribute('href', 'mailto:info@youthgolf.hk');
  await userEvent.click(screen.getByRole('button', { name: 'Use another email' }));
  expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
});

test('a refusal (too many requests) is shown in words and the address stays for another try', async () => {
  server.use(
    http.post(`${API}/ext/auth/password-reset/request`, () =>
      HttpResponse.json({ status: 'nok', error: 'Too many requests. Please try again in a minute.' }, { status: 429 }),
    ),
  );
  renderAt('/forgot-password', <ForgotPasswordPage />);
  await fill(screen.getByLabelText(/^Email/), 'kid@golf.hk');
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in a minute.');
  expect(screen.getByLabelText(/^Email/)).toHaveValue('kid@golf.hk');
  expect(screen.queryByTestId('reset-sent')).not.toBeInTheDocument();
});

test('reads in Chinese', () => {
  renderAt('/forgot-password', <ForgotPasswordPage />, { language: 'zh' });
  expect(screen.getByRole('heading', { name: '重設密碼' })).toBeInTheDocument();
});
