import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { sessionsHandler } from '../../../testing/sessions';
import { renderPage } from '@golf/shared/testing/render';
import '../../../testing/slow-machine';
import { readToken } from '@golf/shared/api/session-token';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import Settings from '../../../routes/Settings';
import { SIGN_OUT_DELAY_MS } from './ChangePasswordSection';
import { browser } from '../../../utils/browser';
import { makeProfile, signInAs } from '@golf/shared/testing/profile';

const user = userEvent.setup({ delay: null });

let sent: unknown[] = [];
let signedOut: Array<string | null> = [];
const server = setupApiServer(
  sessionsHandler(),
  http.post(`${API}/cms/auth/signout`, ({ request }) => {
    signedOut.push(request.headers.get('authorization'));
    return HttpResponse.json({ status: 'ok' });
  }),
  http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: makeProfile() })),
  http.put(`${API}/cms/profile/me/password`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ status: 'ok', data: makeProfile(), token: 'fresh-token' });
  }),
);

beforeEach(() => {
  sent = [];
  signedOut = [];
  signInAs(makeProfile());
});

afterEach(() => {
  jest.useRealTimers();
});

async function openSection() {
  renderPage(<Settings />, { route: '/settings', path: '/settings/*' });
  const section = await screen.findByRole('region', { name: 'Change password' });
  const field = (label: string) => within(section).getByLabelText(new RegExp(`^${label}`));
  return {
    section,
    current: field('Current password'),
    next: field('New password'),
    confirm: field('Confirm new password'),
    submit: () => user.click(within(section).getByRole('button', { name: 'Change password' })),
  };
}

// Each rule refused in the form, before anything is sent.
it.each([
  { rule: 'needs the current password', current: '', next: 'new-pass-1', confirm: 'new-pass-1', message: 'Please enter your current password to change it.' },
  { rule: 'needs the new password and the confirmation to match', current: 'old-pass', next: 'new-pass-1', confirm: 'new-pass-2', message: 'New password and confirm password must match.' },
  { rule: 'needs at least 8 characters', current: 'old-pass', next: '12345', confirm: '12345', message: 'New password must be at least 8 characters long.' },
])('$rule', async ({ current, next, confirm, message }) => {
  const form = await openSection();
  if (current) await user.type(form.current, current);
  await user.type(form.next, next);
  await user.type(form.confirm, confirm);
  await form.submit();
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(sent).toEqual([]);
});

it('changes the password, says so, and signs out to /login after 2 seconds', async () => {
  const replace = jest.spyOn(browser, 'replace').mockImplementation(() => {});
  const form = await openSection();
  await user.type(form.current, 'old-pass');
  await user.type(form.next, 'new-pass-1');
  await user.type(form.confirm, 'new-pass-1');
  // The sign-out delay runs on fake time (still moving with real time for the request).
  jest.useFakeTimers({ advanceTimers: true });
  await form.submit();
  expect(await screen.findByTestId('password-changed')).toHaveTextContent('You will be signed out in 2 seconds.');
  expect(sent).toEqual([{ oldPassword: 'old-pass', newPassword: 'new-pass-1' }]);
  expect(readToken()).toBe('fresh-token');
  expect(useAuthStore.getState().status).toBe('signedIn');
  expect(replace).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(SIGN_OUT_DELAY_MS));
  expect(replace).toHaveBeenCalledWith('/login');
  expect(readToken()).toBeNull();
  // The server kept this session through the change; signing out here ends it there too.
  await waitFor(() => expect(signedOut).toEqual(['Bearer fresh-token']));
  replace.mockRestore();
});

it('signs out at once when the member leaves the page within the 2 seconds', async () => {
  const replace = jest.spyOn(browser, 'replace').mockImplementation(() => {});
  const form = await openSection();
  await user.type(form.current, 'old-pass');
  await user.type(form.next, 'new-pass-1');
  await user.type(form.confirm, 'new-pass-1');
  jest.useFakeTimers({ advanceTimers: true });
  await form.submit();
  await screen.findByTestId('password-changed');
  cleanup();
  expect(useAuthStore.getState().status).toBe('signedOut');
  expect(readToken()).toBeNull();
  await waitFor(() => expect(signedOut).toEqual(['Bearer fresh-token']));
  act(() => jest.advanceTimersByTime(SIGN_OUT_DELAY_MS * 2));
  expect(replace).not.toHaveBeenCalled();
  replace.mockRestore();
});

it('keeps everything typed when the server refuses, with its reason', async () => {
  server.use(
    http.put(`${API}/cms/profile/me/password`, () => HttpResponse.json({ status: 'nok', error: 'The current password is wrong.' }, { status: 400 })),
  );
  const form = await openSection();
  await user.type(form.current, 'not-it');
  await user.type(form.next, 'new-pass-1');
  await user.type(form.confirm, 'new-pass-1');
  await form.submit();
  expect(await screen.findByText('Failed to update password. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('The current password is wrong.')).toBeInTheDocument();
  expect(form.current).toHaveValue('not-it');
  expect(form.next).toHaveValue('new-pass-1');
  expect(form.confirm).toHaveValue('new-pass-1');
  expect(useAuthStore.getState().status).toBe('signedIn');
});
