import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { sessionsHandler } from '../../../testing/sessions';
import { privacyServer } from '../../../testing/privacy';
import { renderPage } from '@golf/shared/testing/render';
import '../../../testing/slow-machine';
import Settings from '../../../routes/Settings';
import { makeProfile, signInAs } from '@golf/shared/testing/profile';

const user = userEvent.setup({ delay: null });

const server = setupApiServer(
  sessionsHandler(),
  ...privacyServer().handlers,
  http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: makeProfile() })));

beforeEach(() => signInAs(makeProfile()));

it('shows the three sections, filled from the profile', async () => {
  renderPage(<Settings />, { route: '/settings', path: '/settings/*' });
  expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Profile picture' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Personal information' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Change password' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Chan Tai Man');
  expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('Male');
  expect(screen.getByRole('textbox', { name: 'KSC ID' })).toHaveValue('KSC-778');
  expect(screen.getByRole('spinbutton', { name: 'Handicap index' })).toHaveValue(12.5);
  expect(screen.getByText('PNG or JPEG · Up to 5MB')).toBeInTheDocument();
});

it('shows a load error with a working retry', async () => {
  let calls = 0;
  server.use(
    http.get(`${API}/cms/auth/me`, () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ status: 'nok', error: 'down' }, { status: 500 }) : HttpResponse.json({ status: 'ok', data: makeProfile() });
    }),
  );
  renderPage(<Settings />, { route: '/settings', path: '/settings/*' });
  expect(await screen.findByText('Unable to load your profile.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('textbox', { name: /Full name/ })).toHaveValue('Chan Tai Man');
});

it('speaks Chinese', async () => {
  renderPage(<Settings />, { route: '/settings', path: '/settings/*', language: 'zh' });
  expect(await screen.findByRole('heading', { name: '設定' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: '頭像' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '更改密碼' })).toBeInTheDocument();
  expect(screen.getByText('PNG 或 JPEG · 最大 5MB')).toBeInTheDocument();
  expect(screen.getByRole('option', { name: '女' })).toBeInTheDocument();
});

it('shows not found for an unknown sub-path', async () => {
  renderPage(<Settings />, { route: '/settings/privacy', path: '/settings/*' });
  expect(await screen.findByText('Page not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
});
