import { expectAccessible } from '@golf/shared/testing/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { clearQueryCache } from '@golf/shared/hooks/use-query';
import { renderPage } from '@golf/shared/testing/render';
import { makeProfile, signInAs } from '@golf/shared/testing/profile';
import '../../../testing/slow-machine';
import '../../../i18n/membership-catalogue';
import { privacyServer, readyExport } from '../../../testing/privacy';
import { PrivacySection } from './PrivacySection';

const user = userEvent.setup({ delay: null });
const privacy = privacyServer();
setupApiServer(...privacy.handlers, http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: makeProfile() })));

beforeEach(() => {
  clearQueryCache();
  privacy.reset();
  signInAs(makeProfile());
  // jsdom has no object URLs: the download hands the browser a blob through one.
  URL.createObjectURL = jest.fn(() => 'blob:archive');
  URL.revokeObjectURL = jest.fn();
});

const open = (language: 'en' | 'zh' = 'en') => renderPage(<PrivacySection />, { route: '/settings', path: '/settings', language });

it('asks for a copy of my data, then says it is being prepared', async () => {
  const { container } = open();
  const section = await screen.findByRole('region', { name: 'Privacy' });
  expect(await within(section).findByText('You have not asked for a copy yet.')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Download my data' }));
  expect(await within(section).findByText(/Being prepared since .*We will email you when it is ready\./)).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Download my data' })).toBeNull();
  expect(privacy.state.sent).toEqual(['export me']);
  await expectAccessible(container);
});

it('downloads a ready archive until its date', async () => {
  privacy.reset({ exports: [readyExport()] });
  open();
  const section = await screen.findByRole('region', { name: 'Privacy' });
  expect(await within(section).findByText(/Ready: can be downloaded until/)).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Download' }));
  await waitFor(() => expect(privacy.state.sent).toEqual(['download x1']));
  // A new copy can still be asked for.
  expect(within(section).getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
});

it('says when an archive could not be prepared', async () => {
  privacy.reset({ exports: [readyExport({ status: 'failed', readyAt: null, expiresAt: null })] });
  open();
  expect(await screen.findByText('This file could not be prepared. Please ask again.')).toBeInTheDocument();
});

it('closes my account after explaining the 30 days, and keeps it again', async () => {
  open();
  const section = await screen.findByRole('region', { name: 'Privacy' });
  expect(await within(section).findByText(/Until then you can still sign in and keep it/)).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Close my account' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Close your account?');
  expect(dialog).toHaveTextContent(/Your account will be erased on \d{1,2} \w{3} \d{4}\. Until then you can sign in and choose “Keep my account”/);
  expect(dialog).toHaveTextContent("Unpaid places in events to come are cancelled now and offered to others; paid ones stay");
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(privacy.state.sent).toEqual([]);

  await user.click(within(section).getByRole('button', { name: 'Close my account' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close it in 30 days' }));
  expect(await within(section).findByText(/Your account will be erased on/)).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Keep my account' }));
  expect(await within(section).findByRole('button', { name: 'Close my account' })).toBeInTheDocument();
  expect(privacy.state.sent).toEqual(['close me', 'keep me']);
});

it('shows a load error with a working retry', async () => {
  privacy.state.fail = true;
  open();
  expect(await screen.findByText('Unable to load your privacy settings.')).toBeInTheDocument();
  privacy.state.fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Close my account' })).toBeInTheDocument();
});

it('shows that it is loading', async () => {
  open();
  expect(screen.getByText('Loading your privacy settings…')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Close my account' })).toBeInTheDocument();
});

it('speaks Chinese, with the date the account will be erased', async () => {
  privacy.reset({ closure: { requestedAt: '2026-11-01T02:00:00.000Z', eraseAfter: '2026-12-01T02:00:00.000Z' } });
  open('zh');
  const section = await screen.findByRole('region', { name: '私隱' });
  expect(await within(section).findByText('你的帳戶將於2026年12月1日刪除。')).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: '保留我的帳戶' })).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: '下載我的資料' })).toBeInTheDocument();
});
