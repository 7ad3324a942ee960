import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RequireAuth } from '@golf/shared/auth/RequireAuth';
import LoginPage from '../features/auth/LoginPage';
import { renderPage } from '@golf/shared/testing/render';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { readToken, writeToken } from '@golf/shared/api/session-token';
import '../i18n/shell-catalogue';
import { setupShellTest } from '../testing/shell-test';
import { SessionEndRedirect } from './SessionEndRedirect';

setupShellTest();

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</div>;
}

function signedIn() {
  writeToken('tok');
  useAuthStore.setState({ status: 'signedIn', token: 'tok', sessionEnded: false, profile: { _id: 'u1', fullName: 'Chan', email: 'c@x.hk', userGroup: 'User' } as never });
}

test.each(['en', 'zh'] as const)('an ended session shows one notice and opens /login, remembering the page (%s)', async (language) => {
  signedIn();
  renderPage(
    <>
      <SessionEndRedirect />
      <Where />
    </>,
    { route: '/events/e1?tab=2', language },
  );
  expect(screen.getByTestId('where')).toHaveTextContent('/events/e1');
  act(() => useAuthStore.getState().endSession());
  expect(await screen.findByText(language === 'en' ? 'Your session has ended' : '你的登入已結束')).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/login {"from":"/events/e1?tab=2","sessionEnded":true}');
  expect(readToken()).toBeNull();
  // The flag stays for the sign-in page to say why; it is that page that takes it.
  expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', profile: null, sessionEnded: true });
});

test('signing out by choice is not a session end: no notice, no redirect', async () => {
  signedIn();
  renderPage(
    <>
      <SessionEndRedirect />
      <Where />
    </>,
    { route: '/events' },
  );
  // act() returns once the effects have run: the one that would raise the notice and redirect (both at once) has decided.
  act(() => useAuthStore.getState().signOut());
  expect(useAuthStore.getState().sessionEnded).toBe(false);
  expect(screen.getByTestId('where')).toHaveTextContent('/events null');
  expect(screen.queryByText('Your session has ended')).toBeNull();
});

test('ended on a members-only page, where the route guard also redirects, the sign-in page still says why', async () => {
  // The frame's redirect and RequireAuth's <Navigate> both fire in one commit; whichever lands
  // last decides the router state, so the sign-in page must not rely on that state alone.
  signedIn();
  renderPage(
    <>
      <SessionEndRedirect />
      <Routes>
        <Route path="/events" element={<RequireAuth><h1>Events</h1></RequireAuth>} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>
    </>,
    { route: '/events' },
  );
  expect(screen.getByRole('heading', { name: 'Events' })).toBeInTheDocument();
  act(() => useAuthStore.getState().endSession());
  expect(await screen.findByTestId('session-ended')).toHaveTextContent('Your session has ended');
  expect(useAuthStore.getState().sessionEnded).toBe(false);
});
