import { useAuthStore } from '@golf/shared/auth/auth-store';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '@golf/shared/testing/api-server';
import { fill, setupShellTest } from '../../testing/shell-test';
import ActivateMembershipPage, { ACTIVATION_REDIRECT_MS } from './ActivateMembershipPage';
import { renderAt } from './test-utils';

const server = setupShellTest();

async function fillForm(verify = 'secret-1') {
  await fill(screen.getByLabelText(/^Email/), 'kid@golf.hk');
  await fill(screen.getByLabelText(/^Phone Number/), '91234567');
  await fill(screen.getByLabelText(/^Password/), 'secret-1');
  await fill(screen.getByLabelText(/^Verify Password/), verify);
  await userEvent.click(screen.getByRole('button', { name: 'Activate Membership' }));
}

test('requires every field before calling', async () => {
  const calls = jest.fn();
  server.use(http.post(`${API}/ext/auth/activate`, () => (calls(), HttpResponse.json({ status: 'ok' }))));
  renderAt('/activate-membership', <ActivateMembershipPage />);
  await userEvent.click(screen.getByRole('button', { name: 'Activate Membership' }));
  expect(screen.getAllByText('This field is required')).toHaveLength(4);
  expect(screen.getByLabelText('Country Code')).toHaveValue('+852');
  expect(calls).not.toHaveBeenCalled();
});

test("different passwords show 'Passwords do not match. Please try again.' and make no call", async () => {
  const calls = jest.fn();
  server.use(http.post(`${API}/ext/auth/activate`, () => (calls(), HttpResponse.json({ status: 'ok' }))));
  renderAt('/activate-membership', <ActivateMembershipPage />);
  await fillForm('secret-2');
  expect(screen.getByText('Passwords do not match. Please try again.')).toBeInTheDocument();
  expect(calls).not.toHaveBeenCalled();
  // Editing the field clears its message.
  await fill(screen.getByLabelText(/^Verify Password/), 'x');
  expect(screen.queryByText('Passwords do not match. Please try again.')).toBeNull();
});

test('activates with email, country code, phone and password, then goes to /login after 2 s', async () => {
  let sent: unknown;
  server.use(
    http.post(`${API}/ext/auth/activate`, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  renderAt('/activate-membership', <ActivateMembershipPage />);
  await userEvent.selectOptions(screen.getByLabelText('Country Code'), '+86');
  await fillForm();
  expect(await screen.findByTestId('success-panel')).toHaveTextContent('Membership Activated!');
  expect(sent).toEqual({ email: 'kid@golf.hk', countryCode: '+86', phone: '91234567', password: 'secret-1' });
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'), { timeout: ACTIVATION_REDIRECT_MS + 4000 });
});

test('a refusal shows the server text and keeps the entries', async () => {
  server.use(
    http.post(`${API}/ext/auth/activate`, () =>
      HttpResponse.json({ status: 'nok', error: 'We could not activate an account with these details.' }, { status: 400 }),
    ),
  );
  renderAt('/activate-membership', <ActivateMembershipPage />);
  await fillForm();
  expect(await screen.findByText('We could not activate an account with these details.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toHaveValue('kid@golf.hk');
});

test("a failure without text shows the activation fallback, and the submitting state before it", async () => {
  let release: () => void = () => {};
  server.use(
    http.post(`${API}/ext/auth/activate`, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({}, { status: 502 });
    }),
  );
  renderAt('/activate-membership', <ActivateMembershipPage />);
  await fillForm();
  expect(await screen.findByRole('button', { name: /Activating/ })).toBeDisabled();
  release();
  expect(await screen.findByText('An error occurred during activation. Please try again.')).toBeInTheDocument();
});

test('reads in Chinese', async () => {
  renderAt('/activate-membership', <ActivateMembershipPage />, { language: 'zh' });
  expect(screen.getByRole('heading', { name: '啟用會籍' })).toBeInTheDocument();
});

test('a signed-in member opening /activate-membership is taken to their membership page', async () => {
  useAuthStore.setState({ status: 'signedIn', token: 't', profile: null });
  renderAt('/activate-membership', <ActivateMembershipPage />);
  expect(await screen.findByTestId('where')).toHaveTextContent('/membership');
  useAuthStore.setState({ status: 'signedOut', token: null, profile: null });
});
