import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { fill, setupShellTest } from '../../testing/shell-test';
import ResetPasswordPage from './ResetPasswordPage';

const server = setupShellTest();

const openWith = (search: string, language: 'en' | 'zh' = 'en') => renderPage(<ResetPasswordPage />, { route: `/reset-password${search}`, path: '/reset-password', language });

test('checks both passwords, sets the new one with the link’s token, then offers Sign In', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post(`${API}/ext/auth/password-reset/confirm`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  openWith('?token=abc123');
  await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
  expect(screen.getAllByText('This field is required')).toHaveLength(2);
  await fill(screen.getByLabelText(/^New password/), '12345');
  await fill(screen.getByLabelText(/^Confirm new password/), '12345');
  await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  await fill(screen.getByLabelText(/^New password/), 'Fairway-2026');
  await fill(screen.getByLabelText(/^Confirm new password/), 'Fairway-2025');
  await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
  expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await fill(screen.getByLabelText(/^Confirm new password/), 'Fairway-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
  expect(await screen.findByTestId('reset-done')).toHaveTextContent('Your password has been changed');
  expect(sent).toEqual([{ token: 'abc123', newPassword: 'Fairway-2026' }]);
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
});

test('a used or expired link shows the API’s reason, keeps what was typed, and offers a new link', async () => {
  server.use(
    http.post(`${API}/ext/auth/password-reset/confirm`, () =>
      HttpResponse.json({ status: 'nok', error: '此重設密碼連結無效：已過期或已被使用。請重新申請。' }, { status: 400 }),
    ),
  );
  openWith('?token=used', 'zh');
  await fill(screen.getByLabelText(/^新密碼/), 'Fairway-2026');
  await fill(screen.getByLabelText(/^確認新密碼/), 'Fairway-2026');
  await userEvent.click(screen.getByRole('button', { name: '設定新密碼' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('此重設密碼連結無效');
  expect(screen.getByLabelText(/^新密碼/)).toHaveValue('Fairway-2026');
  expect(screen.getByRole('link', { name: '重新申請連結' })).toHaveAttribute('href', '/forgot-password');
});

test('a link without its token says so instead of showing a form that cannot work', () => {
  openWith('');
  expect(screen.getByTestId('reset-link-missing')).toHaveTextContent('Open the link from the email again');
  expect(screen.queryByRole('button', { name: 'Set New Password' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
});
