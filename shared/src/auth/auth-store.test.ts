import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '../testing/api-server';
import { readToken, writeToken } from '../api/session-token';
import { selectIsAdmin, useAuthStore } from './auth-store';

const server = setupApiServer();
const admin = { _id: 'u1', fullName: 'Ada Admin', email: 'a@x.hk', userGroup: 'Admin', annualMembershipActivated: false };

describe('auth store', () => {
  beforeEach(() => useAuthStore.setState({ status: 'loading', token: null, profile: null }));

  it('signs in, loads the profile and recognises an admin', async () => {
    server.use(http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: admin })));
    await useAuthStore.getState().signIn('tok', 'a@x.hk');
    expect(readToken()).toBe('tok');
    expect(useAuthStore.getState().status).toBe('signedIn');
    expect(selectIsAdmin(useAuthStore.getState())).toBe(true);
  });

  it('builds a non-admin placeholder from the email when the profile fetch fails', async () => {
    server.use(http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
    const profile = await useAuthStore.getState().signIn('tok', 'kid@golf.hk');
    expect(profile).toMatchObject({ email: 'kid@golf.hk', fullName: 'kid', userGroup: 'User' });
  });

  it('refetches the profile when only the token is kept', async () => {
    writeToken('tok');
    server.use(http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: admin })));
    await useAuthStore.getState().init();
    expect(useAuthStore.getState().profile?.fullName).toBe('Ada Admin');
  });

  it('signs out when the server rejects the kept token', async () => {
    writeToken('expired');
    server.use(http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'nok', error: 'expired' }, { status: 401 })));
    await useAuthStore.getState().init();
    expect(useAuthStore.getState().status).toBe('signedOut');
    expect(readToken()).toBeNull();
  });

  it('sign-out clears the token and the cached profile', async () => {
    server.use(http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: admin })));
    await useAuthStore.getState().signIn('tok', 'a@x.hk');
    useAuthStore.getState().signOut();
    expect(readToken()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(useAuthStore.getState().profile).toBeNull();
  });
});
