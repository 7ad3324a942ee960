import { screen } from '@testing-library/react';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { makeProfile } from '@golf/shared/testing/profile';
import { renderPage } from '@golf/shared/testing/render';
import { setupShellTest } from '../../../testing/shell-test';
import { AccountBanner } from './AccountBanner';

setupShellTest();

afterEach(() => useAuthStore.setState({ status: 'signedOut', token: null, profile: null }));

const signedInWith = (overrides: Parameters<typeof makeProfile>[0]) => useAuthStore.setState({ status: 'signedIn', token: 't', profile: makeProfile(overrides) });

describe('a password set under the older rule (issue 36 point 5)', () => {
  test('asks for a new one and links to Settings', async () => {
    signedInWith({ passwordChangeAsked: true });
    renderPage(<AccountBanner />, { route: '/events', path: '/events' });
    const banner = await screen.findByTestId('password-change-banner');
    expect(banner).toHaveTextContent('Please choose a new password');
    expect(banner).toHaveTextContent('at least 8 characters');
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/settings');
  });

  test('reads in Chinese, and on Settings itself leaves out the link', async () => {
    signedInWith({ passwordChangeAsked: true });
    renderPage(<AccountBanner />, { route: '/settings', path: '/settings', language: 'zh' });
    expect(await screen.findByTestId('password-change-banner')).toHaveTextContent('請設定新密碼');
    expect(screen.queryByRole('link', { name: '更改密碼' })).toBeNull();
  });

  test('an unproved address comes first; a password within the rule shows nothing', async () => {
    signedInWith({ passwordChangeAsked: true, emailVerified: false });
    const view = renderPage(<AccountBanner />, { route: '/events', path: '/events' });
    expect(await screen.findByTestId('verify-email-banner')).toBeInTheDocument();
    expect(screen.queryByTestId('password-change-banner')).toBeNull();
    view.unmount();
    signedInWith({ passwordChangeAsked: false });
    renderPage(<AccountBanner />, { route: '/events', path: '/events' });
    expect(screen.queryByTestId('password-change-banner')).toBeNull();
    expect(screen.queryByTestId('verify-email-banner')).toBeNull();
  });
});
