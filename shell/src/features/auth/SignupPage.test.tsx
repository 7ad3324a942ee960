import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '@golf/shared/testing/api-server';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { fill, setupShellTest } from '../../testing/shell-test';
import SignupPage, { SIGNUP_REDIRECT_MS } from './SignupPage';
import { renderAt } from './test-utils';
import { PRIVACY_NOTICE_VERSION } from '@golf/contract/privacy-notice';

const server = setupShellTest();

async function fillRequired() {
  await fill(screen.getByLabelText(/^Full Name/), 'Chan Tai Man');
  await fill(screen.getByLabelText(/^Email/), 'kid@golf.hk');
  await fill(screen.getByLabelText(/^Password/), 'secret-1');
  await fill(screen.getByLabelText(/^Phone Number/), '9123 4567');
  await userEvent.click(screen.getByRole('checkbox', { name: /I have read the Privacy notice/ }));
}

test('offers the country codes with Hong Kong +852 first and selected', () => {
  renderAt('/signup', <SignupPage />);
  const select = screen.getByLabelText('Country Code');
  expect(select).toHaveValue('+852');
  expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
    'Hong Kong (+852)',
    'Macao (+853)',
    'China (+86)',
    'Taiwan (+886)',
    'United Kingdom (+44)',
    'United States (+1)',
  ]);
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
});

test('reports every required field, a bad email, short password and bad phone, and sends nothing', async () => {
  const calls = jest.fn();
  server.use(http.post(`${API}/ext/auth/signup`, () => (calls(), HttpResponse.json({ status: 'ok' }))));
  renderAt('/signup', <SignupPage />);
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(screen.getAllByText('This field is required')).toHaveLength(4);

  await fill(screen.getByLabelText(/^Full Name/), 'Chan');
  await fill(screen.getByLabelText(/^Email/), 'kid@golf');
  await fill(screen.getByLabelText(/^Password/), '123');
  await fill(screen.getByLabelText(/^Phone Number/), '12ab');
  await fill(screen.getByLabelText(/^Handicap Index/), 'sixty');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid phone number (digits only)')).toBeInTheDocument();
  expect(screen.getByText('Handicap index must be a number between -10 and 54')).toBeInTheDocument();
  expect(calls).not.toHaveBeenCalled();
});

test('sends null for an empty KSC id and handicap, shows success, then goes to /login after 3 s', async () => {
  let sent: unknown;
  server.use(
    http.post(`${API}/ext/auth/signup`, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  renderAt('/signup', <SignupPage />);
  await fillRequired();
  await userEvent.selectOptions(screen.getByLabelText('Country Code'), '+853');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

  expect(await screen.findByTestId('success-panel')).toHaveTextContent('Account Created Successfully!');
  expect(sent).toEqual({
    fullName: 'Chan Tai Man',
    email: 'kid@golf.hk',
    password: 'secret-1',
    countryCode: '+853',
    phone: '9123 4567',
    kscId: null,
    handicapIndex: null,
    privacyConsent: true,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    marketingConsent: false,
  });
  expect(screen.queryByTestId('where')).toBeNull();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'), { timeout: SIGNUP_REDIRECT_MS + 4000 });
});

test('after success, /login is reached carrying the event the visitor came from', async () => {
  server.use(http.post(`${API}/ext/auth/signup`, () => HttpResponse.json({ status: 'ok' })));
  renderAt('/signup', <SignupPage />, { state: { from: '/events/42' } });
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?next=%2Fevents%2F42');
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByTestId('success-panel')).toHaveTextContent('Account Created Successfully!');
  const where = await screen.findByTestId('where', {}, { timeout: SIGNUP_REDIRECT_MS + 4000 });
  expect(where).toHaveTextContent('/login');
  expect(where).toHaveAttribute('data-search', '?next=%2Fevents%2F42');
  expect(where).toHaveAttribute('data-from', '/events/42');
});

test('a ?next= from a full page load is carried too', async () => {
  renderAt('/signup', <SignupPage />, { search: '?next=%2Fevents%2F9' });
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?next=%2Fevents%2F9');
});

test('a foreign ?next= is dropped', () => {
  renderAt('/signup', <SignupPage />, { search: '?next=https%3A%2F%2Fevil.example' });
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
});

test('checks by the contract’s rules (the API’s): a handicap over 54 is refused, editing clears only its message', async () => {
  const calls = jest.fn();
  server.use(http.post(`${API}/ext/auth/signup`, () => (calls(), HttpResponse.json({ status: 'ok' }))));
  renderAt('/signup', <SignupPage />);
  await fillRequired();
  await fill(screen.getByLabelText(/^Phone Number/), '(852) 9123-4567');
  await fill(screen.getByLabelText(/^Handicap Index/), '54.5');
  await fill(screen.getByLabelText(/^Email/), 'kid@golf.hk?bcc=x@y.hk');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(screen.getByText('Handicap index must be a number between -10 and 54')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.queryByText('Please enter a valid phone number (digits only)')).not.toBeInTheDocument();
  await fill(screen.getByLabelText(/^Handicap Index/), '54');
  expect(screen.queryByText('Handicap index must be a number between -10 and 54')).not.toBeInTheDocument();
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toHaveValue('kid@golf.hk?bcc=x@y.hk');
  expect(calls).not.toHaveBeenCalled();
});

test('sends the KSC id and the handicap as a number when given', async () => {
  let sent: Record<string, unknown> = {};
  server.use(
    http.post(`${API}/ext/auth/signup`, async ({ request }) => {
      sent = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  renderAt('/signup', <SignupPage />);
  await fillRequired();
  await fill(screen.getByLabelText(/^KSC ID/), 'KSC-778');
  await fill(screen.getByLabelText(/^Handicap Index/), '12.4');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  await screen.findByTestId('success-panel');
  expect(sent).toMatchObject({ kscId: 'KSC-778', handicapIndex: 12.4 });
});

test('a refusal shows the server text and keeps the entries', async () => {
  server.use(
    http.post(`${API}/ext/auth/signup`, () =>
      HttpResponse.json({ status: 'nok', error: 'This email is already registered.' }, { status: 409 }),
    ),
  );
  renderAt('/signup', <SignupPage />);
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('This email is already registered.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Chan Tai Man');
  expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
});

test("a failure without text shows 'Failed to create account. Please try again.'", async () => {
  server.use(http.post(`${API}/ext/auth/signup`, () => HttpResponse.error()));
  renderAt('/signup', <SignupPage />);
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('Failed to create account. Please try again.')).toBeInTheDocument();
});

test('shows the submitting state', async () => {
  let release: () => void = () => {};
  server.use(
    http.post(`${API}/ext/auth/signup`, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  renderAt('/signup', <SignupPage />);
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByRole('button', { name: /Creating account/ })).toBeDisabled();
  release();
  await screen.findByTestId('success-panel');
});

test('reads in Chinese', async () => {
  renderAt('/signup', <SignupPage />, { language: 'zh' });
  expect(screen.getByRole('heading', { name: '建立帳戶' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: '香港 (+852)' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '建立帳戶' }));
  expect(screen.getAllByText('此欄必須填寫')).toHaveLength(4);
});

test('a signed-in member opening /signup is taken to their membership page', async () => {
  useAuthStore.setState({ status: 'signedIn', token: 't', profile: null });
  renderAt('/signup', <SignupPage />);
  expect(await screen.findByTestId('where')).toHaveTextContent('/membership');
  useAuthStore.setState({ status: 'signedOut', token: null, profile: null });
});

describe('consent to the privacy notice (decision 94)', () => {
  test('the box is required: left empty, it says so and nothing is sent; ticked, the consent and the version go along', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/ext/auth/signup`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    renderAt('/signup', <SignupPage />);
    await fill(screen.getByLabelText(/^Full Name/), 'Chan Tai Man');
    await fill(screen.getByLabelText(/^Email/), 'kid@golf.hk');
    await fill(screen.getByLabelText(/^Password/), 'secret-1');
    await fill(screen.getByLabelText(/^Phone Number/), '9123 4567');
    const consent = screen.getByRole('checkbox', { name: /I have read the Privacy notice \(version 2026-11\)/ });
    expect(consent).not.toBeChecked();
    expect(consent).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please confirm that you have read the Privacy notice.');
    expect(sent).toHaveLength(0);

    await userEvent.click(consent);
    expect(screen.queryByText('Please confirm that you have read the Privacy notice.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByTestId('success-panel');
    expect(sent).toEqual([expect.objectContaining({ privacyConsent: true, privacyNoticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: false })]);
  });

  test('direct marketing is a separate box, empty unless ticked', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${API}/ext/auth/signup`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    renderAt('/signup', <SignupPage />);
    const marketing = screen.getByRole('checkbox', { name: /Send me news of offers and partner discounts/ });
    expect(marketing).not.toBeChecked();
    expect(marketing).not.toBeRequired();
    await fillRequired();
    await userEvent.click(marketing);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByTestId('success-panel');
    expect(sent).toMatchObject({ privacyConsent: true, marketingConsent: true });
  });

  test('the notice opens in a new tab from the box and from the link under the form, in Chinese too', () => {
    renderAt('/signup', <SignupPage />, { language: 'zh' });
    const links = screen.getAllByRole('link', { name: '私隱聲明' });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/privacy');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('checkbox', { name: /我已閱讀\s*私隱聲明\s*（版本 2026-11）/ })).not.toBeChecked();
    expect(screen.getByTestId('privacy-notice-link')).toHaveTextContent('我們如何使用你的資料：私隱聲明');
  });
});
