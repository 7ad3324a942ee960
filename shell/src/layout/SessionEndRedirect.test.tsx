import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
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
  expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', profile: null, sessionEnded: false });
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
