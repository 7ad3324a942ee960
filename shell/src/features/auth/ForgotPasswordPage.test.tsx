import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, setupShellTest } from '../../testing/shell-test';
import ForgotPasswordPage from './ForgotPasswordPage';
import { renderAt } from './test-utils';

// onUnhandledRequest 'error': any call the stub made would fail the test.
setupShellTest();

test('validates the email, simulates sending, then offers to start over', async () => {
  renderAt('/forgot-password', <ForgotPasswordPage />);
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(screen.getByText('This field is required')).toBeInTheDocument();
  await fill(screen.getByLabelText(/^Email/), 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();

  await userEvent.clear(screen.getByLabelText(/^Email/));
  await fill(screen.getByLabelText(/^Email/), 'kid@golf.hk');
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled();

  expect(await screen.findByTestId('reset-sent', {}, { timeout: 3000 })).toHaveTextContent('kid@golf.hk');
  expect(screen.getByRole('link', { name: 'support@youthgolf.hk' })).toHaveAttribute('href', 'mailto:support@youthgolf.hk');
  await userEvent.click(screen.getByRole('button', { name: 'Use another email' }));
  expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
});

test('reads in Chinese', () => {
  renderAt('/forgot-password', <ForgotPasswordPage />, { language: 'zh' });
  expect(screen.getByRole('heading', { name: '重設密碼' })).toBeInTheDocument();
});
