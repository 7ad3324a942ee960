import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { readToken } from '@golf/shared/api/session-token';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { makeProfile, signInAs } from '../testing/profile-fixture';
import { readProfile } from './read-profile';

const server = setupApiServer(http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: makeProfile({ fullName: 'Fresh' }) })));

beforeEach(() => signInAs(makeProfile()));

it('reads the profile as the server has it', async () => {
  await expect(readProfile()).resolves.toMatchObject({ fullName: 'Fresh' });
});

it('ends the session when the server refuses the token', async () => {
  server.use(http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'nok', error: 'Please sign in again.' }, { status: 401 })));
  await expect(readProfile()).rejects.toMatchObject({ httpStatus: 401 });
  expect(useAuthStore.getState().status).toBe('signedOut');
  expect(readToken()).toBeNull();
});

it('keeps the session when the server is only unavailable', async () => {
  server.use(http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  await expect(readProfile()).rejects.toMatchObject({ httpStatus: 500 });
  expect(useAuthStore.getState().status).toBe('signedIn');
});
