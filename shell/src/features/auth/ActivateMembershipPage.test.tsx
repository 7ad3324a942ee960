import { useAuthStore } from '@golf/shared/auth/auth-store';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '@golf/shared/testing/api-server';
import { fill, setupShellTest } from '../../testing/shell-test';
import ActivateMembershipPage, { ACTIVATION_REDIRECT_MS } from './ActivateMembershipPage';
import { PRIVACY_NOTICE_VERSION } from '@golf/contract/privacy-notice';
import { renderAt } from './test-utils';

const server = setupShellTest();

async function fillForm() {
  await fill(screen.getByLabelText(/^Email/), 'kid@golf.hk');
  await fill(screen.getByLabelText(/^Phone Number/), '91234567');
  await userEvent.click(screen.getByRole('button', { name: 'Activate Membership' }));
}

test('requires email and phone before calling; no password is asked before the mailed link', async () => {
  const calls = jest.fn();
  server.use(http.post(`${API}/ext/auth/activate`, () => (calls(), HttpResponse.json({ status: 'ok' }))));
  renderAt('/activate-membership', <ActivateMembershipPage />);
  await userEvent.click(screen.getByRole('button', { name: 'Activate Membership' }));
  expect(screen.getAllByText('This field is required')).toHaveLength(2);
  expect(screen.queryByLabelText(/^Password/)).toBeNull();
  expect(screen.getByLabelText('Country Code')).toHaveValue('+852');
  expect(calls).not.toHaveBeenCalled();
});

test('email, country code and phone have a link mailed; the page says to check that address', async () => {
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
  expect(await screen.findByTestId('activation-sent')).toHaveTextContent('Check your emailWe emailed a link to kid@golf.hk. Open it within 24 hours');
  expect(sent).toEqual({ email: 'kid@golf.hk', countryCode: '+86', phone: '91234567' });
  expect(screen.queryByTestId('where')).toBeNull();
});

describe('the mailed link (?token=…)', () => {
  async function choose(password: string, verify = password) {
    await fill(screen.getByLabelText(/^Password/), password);
    await fill(screen.getByLabelText(/^Verify Password/), verify);
    await userEvent.click(screen.getByRole('button', { name: 'Activate Membership' }));
  }

  test("checks the passwords ('Passwords do not match. Please try again.'), then activates with the token and goes to /login after 2 s", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/ext/auth/activate/confirm`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    renderAt('/activate-membership', <ActivateMembershipPage />, { search: '?token=tok-1' });
    expect(screen.getByRole('heading', { name: 'Choose Your Password' })).toBeInTheDocument();
    await choose('Fairway-2026', 'Fairway-2025');
    expect(screen.getByText('Passwords do not match. Please try again.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    // Taking the account over agrees to the privacy notice, as sign-up does (decision 94).
    await choose('Fairway-2026');
    expect(screen.getByText('Please confirm that you have read the Privacy notice.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read the\s*Privacy notice/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Activate Membership' }));
    expect(await screen.findByTestId('success-panel')).toHaveTextContent('Membership Activated!');
    expect(sent).toEqual([{ token: 'tok-1', password: 'Fairway-2026', privacyConsent: true, privacyNoticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: false }]);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'), { timeout: ACTIVATION_REDIRECT_MS + 4000 });
  });

  test('an expired or used link shows the server’s words and offers a new link', async () => {
    server.use(http.post(`${API}/ext/auth/activate/confirm`, () => HttpResponse.json({ status: 'nok', error: '此連結已過期（連結於 24 小時內有效），請要求新的連結。' }, { status: 410 })));
    renderAt('/activate-membership', <ActivateMembershipPage />, { search: '?token=old', language: 'zh' });
    expect(screen.getByRole('heading', { name: '設定你的密碼' })).toBeInTheDocument();
    await fill(screen.getByLabelText(/^密碼/), 'Fairway-2026');
    await fill(screen.getByLabelText(/^確認密碼/), 'Fairway-2026');
    await userEvent.click(screen.getByRole('checkbox', { name: /我已閱讀/ }));
    await userEvent.click(screen.getByRole('button', { name: '啟用會籍' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('此連結已過期');
    expect(screen.getByRole('link', { name: '重新申請連結' })).toHaveAttribute('href', '/activate-membership');
  });
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
