import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import '../../../testing/slow-machine';
import type { Profile } from '@golf/contract/profile';
import Settings from '../../../routes/Settings';
import { makeProfile, signInAs } from '@golf/shared/testing/profile';

const user = userEvent.setup({ delay: null });

let me: Profile;
let emailCalls: unknown[] = [];
let phoneCalls: unknown[] = [];
const server = setupApiServer(
  http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: me })),
  http.post(`${API}/cms/profile/me/email`, async ({ request }) => {
    const body = (await request.json()) as { email: string };
    emailCalls.push(body);
    return HttpResponse.json({ status: 'ok', pendingEmail: body.email.toLowerCase() });
  }),
  http.put(`${API}/cms/profile/me/phone`, async ({ request }) => {
    const body = (await request.json()) as { countryCode: string; phone: string };
    phoneCalls.push(body);
    me = { ...me, countryCode: body.countryCode, phone: body.phone.replace(/\s/g, '') };
    return HttpResponse.json({ status: 'ok', data: me });
  }),
);

beforeEach(() => {
  me = makeProfile({ email: 'kid@golf.hk', phone: '91234567', countryCode: '+852' });
  emailCalls = [];
  phoneCalls = [];
  signInAs(me);
});

async function openSection(language: 'en' | 'zh' = 'en') {
  renderPage(<Settings />, { route: '/settings', path: '/settings/*', language });
  return within(await screen.findByTestId('settings-contact'));
}

it('an email change sends a link to the new address and says so; the shown address stays until confirmed', async () => {
  const section = await openSection();
  await user.click(section.getByRole('button', { name: 'Send confirmation link' }));
  expect(section.getByText('Please enter the new email address.')).toBeInTheDocument();
  await user.type(section.getByRole('textbox', { name: 'New email address' }), 'parent@example.com?bcc=spy@evil.example');
  await user.click(section.getByRole('button', { name: 'Send confirmation link' }));
  expect(section.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(emailCalls).toEqual([]);
  await user.clear(section.getByRole('textbox', { name: 'New email address' }));
  await user.type(section.getByRole('textbox', { name: 'New email address' }), 'New@Golf.hk');
  await user.click(section.getByRole('button', { name: 'Send confirmation link' }));
  expect(await section.findByTestId('email-change-sent')).toHaveTextContent('We emailed a link to new@golf.hk');
  expect(emailCalls).toEqual([{ email: 'New@Golf.hk' }]);
  expect(section.getByText('kid@golf.hk')).toBeInTheDocument();
});

it('a refusal (address in use) shows the server’s words', async () => {
  server.use(http.post(`${API}/cms/profile/me/email`, () => HttpResponse.json({ status: 'nok', error: 'This email is already used by another account.' }, { status: 409 })));
  const section = await openSection();
  await user.type(section.getByRole('textbox', { name: 'New email address' }), 'taken@golf.hk');
  await user.click(section.getByRole('button', { name: 'Send confirmation link' }));
  expect(await screen.findByText('This email is already used by another account.')).toBeInTheDocument();
});

it('the phone is checked by the contract’s rule, then saved', async () => {
  const section = await openSection();
  const phone = section.getByRole('textbox', { name: 'Phone number' });
  await user.clear(phone);
  await user.type(phone, 'call me');
  await user.click(section.getByRole('button', { name: 'Save phone' }));
  expect(section.getByText('Please enter a valid phone number.')).toBeInTheDocument();
  expect(phoneCalls).toEqual([]);
  await user.clear(phone);
  await user.type(phone, '6612 3456');
  await user.click(section.getByRole('button', { name: 'Save phone' }));
  expect(await screen.findByText('Phone number updated')).toBeInTheDocument();
  expect(phoneCalls).toEqual([{ countryCode: '+852', phone: '6612 3456' }]);
  expect(section.getByRole('textbox', { name: 'Phone number' })).toHaveValue('66123456');
});

it('reads in Chinese, and marks an unconfirmed address', async () => {
  me = makeProfile({ email: 'kid@golf.hk', emailVerified: false });
  signInAs(me);
  const section = await openSection('zh');
  expect(section.getByRole('heading', { name: '電郵及電話' })).toBeInTheDocument();
  expect(section.getByText('尚未確認')).toBeInTheDocument();
  expect(section.getByRole('button', { name: '寄出確認連結' })).toBeInTheDocument();
});
