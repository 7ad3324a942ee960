import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '../testing/api-server';
import { readToken, writeToken } from '../api/session-token';
import { waitFor } from '@testing-library/react';
import { apiGet, apiPost, RENEWED_TOKEN_HEADER } from '../api/client';
import { selectIsAdmin, useAuthStore } from './auth-store';

const server = setupApiServer();
const admin = { _id: 'u1', fullName: 'Ada Admin', email: 'a@x.hk', userGroup: 'Admin', annualMembershipActivated: false };

describe('auth store', () => {
  beforeEach(() => useAuthStore.setState({ status: 'loading', token: null, profile: null, sessionEnded: false }));

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
    expect(useAuthStore.getState().sessionEnded).toBe(true);
  });

  it('ends the session once when any call made with the token answers 401', async () => {
    server.use(http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: admin })));
    await useAuthStore.getState().signIn('tok', 'a@x.hk');
    let ends = 0;
    const unsubscribe = useAuthStore.subscribe((state, previous) => {
      if (state.sessionEnded && !previous.sessionEnded) ends += 1;
    });
    server.use(http.get(`${API}/cms/event/list`, () => HttpResponse.json({ status: 'nok', error: 'frozen' }, { status: 401 })));
    const calls = [apiGet('cms/event/list'), apiGet('cms/event/list'), apiGet('cms/event/list')];
    await Promise.allSettled(calls);
    unsubscribe();
    expect(ends).toBe(1);
    expect(readToken()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', profile: null, sessionEnded: true });
    useAuthStore.getState().acknowledgeSessionEnd();
    expect(useAuthStore.getState().sessionEnded).toBe(false);
  });

  it('keeps the session when a 401 answers a call made without the token, or with a token already replaced', async () => {
    server.use(http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: admin })));
    await useAuthStore.getState().signIn('old', 'a@x.hk');
    let release: () => void = () => {};
    let reached: () => void = () => {};
    const atServer = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.post(`${API}/ext/auth/signin`, () => HttpResponse.json({ status: 'nok', error: 'Wrong password' }, { status: 401 })),
      http.get(`${API}/cms/event/list`, async () => {
        reached();
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ status: 'nok', error: 'old token' }, { status: 401 });
      }),
    );
    await apiPost('ext/auth/signin', {}).catch(() => undefined);
    const stale = apiGet('cms/event/list').catch(() => undefined);
    await atServer; // sent with the old token
    useAuthStore.getState().replaceToken('new'); // a password change in this tab rotated it
    release();
    await stale;
    expect(readToken()).toBe('new');
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', sessionEnded: false });
  });

  it('keeps the fresh token the API sends back when it renews the one in use, without a page noticing', async () => {
    server.use(http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: admin })));
    await useAuthStore.getState().signIn('tok', 'a@x.hk');
    const seen: Array<string | null> = [];
    server.use(
      http.get(`${API}/cms/event/list`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ status: 'ok', events: [] }, { headers: seen.length === 1 ? { [RENEWED_TOKEN_HEADER]: 'renewed' } : {} });
      }),
    );
    await apiGet('cms/event/list');
    expect(readToken()).toBe('renewed');
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedIn', token: 'renewed', sessionEnded: false });
    await apiGet('cms/event/list');
    expect(seen).toEqual(['Bearer tok', 'Bearer renewed']);
  });

  it('ignores a renewal of a token no longer in use (replaced meanwhile, or signed out)', async () => {
    server.use(http.get(`${API}/cms/auth/me`, () => HttpResponse.json({ status: 'ok', data: admin })));
    await useAuthStore.getState().signIn('old', 'a@x.hk');
    const releases: Array<() => void> = [];
    server.use(
      http.get(`${API}/cms/event/list`, async () => {
        await new Promise<void>((resolve) => releases.push(resolve));
        return HttpResponse.json({ status: 'ok', events: [] }, { headers: { [RENEWED_TOKEN_HEADER]: 'renewal-of-old' } });
      }),
    );
    const first = apiGet('cms/event/list');
    await waitFor(() => expect(releases).toHaveLength(1));
    useAuthStore.getState().replaceToken('new');
    releases[0]!();
    await first;
    expect(readToken()).toBe('new');

    const second = apiGet('cms/event/list');
    await waitFor(() => expect(releases).toHaveLength(2));
    useAuthStore.getState().signOut();
    releases[1]!();
    await second;
    expect(readToken()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', token: null });
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
