import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { sessionsHandler } from '../../../testing/sessions';
import { renderPage } from '@golf/shared/testing/render';
import '../../../testing/slow-machine';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import type { Profile } from '@golf/contract/profile';
import Settings from '../../../routes/Settings';
import { makeProfile, signInAs } from '@golf/shared/testing/profile';

const user = userEvent.setup({ delay: null });

let me: Profile;
let sent: unknown[] = [];
const server = setupApiServer(
  sessionsHandler(),
  http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: me })),
  http.put(`${API}/cms/profile/me/profile`, async ({ request }) => {
    const body = (await request.json()) as Partial<Profile>;
    sent.push(body);
    me = { ...me, ...body };
    return HttpResponse.json({ status: 'ok', data: me });
  }),
);

beforeEach(() => {
  me = makeProfile({ gender: null, kscId: null, handicapIndex: null });
  sent = [];
  signInAs(me);
});

async function openForm() {
  renderPage(<Settings />, { route: '/settings', path: '/settings/*' });
  return screen.findByRole('textbox', { name: /Full name/ });
}

it('sends only the full name when nothing else is filled', async () => {
  const name = await openForm();
  expect(screen.getByRole('region', { name: 'Personal information' })).toHaveTextContent('How we use your data: Privacy notice');
  await user.clear(name);
  await user.type(name, '  Wong Siu Ming ');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  expect(sent).toEqual([{ fullName: 'Wong Siu Ming' }]);
});

it('sends gender, KSC id and handicap when filled, and the nav follows the new name', async () => {
  const name = await openForm();
  await user.clear(name);
  await user.type(name, 'Lee Ka Yan');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
  await user.type(screen.getByRole('textbox', { name: 'KSC ID' }), 'KSC-42');
  await user.type(screen.getByRole('spinbutton', { name: 'Handicap index' }), '8.4');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(sent).toEqual([{ fullName: 'Lee Ka Yan', gender: 'Female', kscId: 'KSC-42', handicapIndex: 8.4 }]));
  await waitFor(() => expect(useAuthStore.getState().profile?.fullName).toBe('Lee Ka Yan'));
});

it('clears KSC ID and handicap when emptied, and shows what the server saved', async () => {
  me = makeProfile({ gender: 'Male', kscId: 'KSC-778', handicapIndex: 12.5 });
  signInAs(me);
  await openForm();
  const ksc = screen.getByRole('textbox', { name: 'KSC ID' });
  const handicap = screen.getByRole('spinbutton', { name: 'Handicap index' });
  expect(ksc).toHaveValue('KSC-778');
  await user.clear(ksc);
  await user.clear(handicap);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  expect(sent).toEqual([{ fullName: 'Chan Tai Man', gender: 'Male', kscId: null, handicapIndex: null }]);
  expect(me).toMatchObject({ kscId: null, handicapIndex: null });
  expect(screen.getByRole('textbox', { name: 'KSC ID' })).toHaveValue('');
  expect(screen.getByRole('spinbutton', { name: 'Handicap index' })).toHaveValue(null);
});

it('needs a full name and a sensible handicap, and sends nothing until they are right', async () => {
  const name = await openForm();
  await user.clear(name);
  await user.type(screen.getByRole('spinbutton', { name: 'Handicap index' }), '99');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
  expect(screen.getByText('Handicap index must be a number between -10 and 54.')).toBeInTheDocument();
  expect(sent).toEqual([]);
  await user.type(name, 'A');
  expect(screen.queryByText('Please enter your full name.')).not.toBeInTheDocument();
});

it('keeps what was typed when the save fails, with the server reason', async () => {
  server.use(http.put(`${API}/cms/profile/me/profile`, () => HttpResponse.json({ status: 'nok', error: 'Name too rude.' }, { status: 400 })));
  const name = await openForm();
  await user.clear(name);
  await user.type(name, 'New Name');
  await user.type(screen.getByRole('textbox', { name: 'KSC ID' }), 'K-9');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('Name too rude.')).toBeInTheDocument();
  expect(name).toHaveValue('New Name');
  expect(screen.getByRole('textbox', { name: 'KSC ID' })).toHaveValue('K-9');
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
});

it('a display name for the forum: the default is shown as a hint; a chosen one is sent; a link is refused before sending', async () => {
  await openForm();
  const field = screen.getByRole('textbox', { name: 'Name shown in the forum' });
  expect(screen.getByText('Other members and visitors see this, never your full name. Left empty: Tai Man C.')).toBeInTheDocument();
  await user.type(field, 'see http://evil.example');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(/The name shown in the forum can hold letters, digits/)).toBeInTheDocument();
  expect(sent).toEqual([]);
  await user.clear(field);
  await user.type(field, 'Golf Mum');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(sent).toEqual([{ fullName: 'Chan Tai Man', displayName: 'Golf Mum' }]));
});
