import { screen } from '@testing-library/react';
import { renderPage } from '@golf/shared/testing/render';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { makeProfile } from '@golf/shared/testing/profile';
import { expectAccessible } from '@golf/shared/testing/axe';
import { RequireAuth } from './RequireAuth';

afterEach(() => useAuthStore.setState({ status: 'signedOut', token: null, profile: null }));

const page = <RequireAuth admin>Admin screens</RequireAuth>;

test('a member opening an admin page is told it is for administrators, with a way home', async () => {
  useAuthStore.setState({ status: 'signedIn', token: 't', profile: makeProfile({ userGroup: 'User' }) });
  renderPage(page, { route: '/admin/user-management', path: '/admin/*' });
  expect(screen.getByRole('heading', { level: 1, name: 'This page is for club administrators' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/announcements');
  expect(screen.queryByText('Admin screens')).toBeNull();
  await expectAccessible(document.body);
});

test('…in Chinese too', () => {
  useAuthStore.setState({ status: 'signedIn', token: 't', profile: makeProfile({ userGroup: 'User' }) });
  renderPage(page, { route: '/admin', path: '/admin/*', language: 'zh' });
  expect(screen.getByRole('heading', { level: 1, name: '此頁面只供社群管理員使用' })).toBeInTheDocument();
});

test('an admin gets the page; a visitor is sent to sign in', () => {
  useAuthStore.setState({ status: 'signedIn', token: 't', profile: makeProfile({ userGroup: 'Admin' }) });
  const { unmount } = renderPage(page, { route: '/admin', path: '/admin/*' });
  expect(screen.getByText('Admin screens')).toBeInTheDocument();
  unmount();
  useAuthStore.setState({ status: 'signedOut', token: null, profile: null });
  renderPage(page, { route: '/admin', path: '/admin/*' });
  expect(screen.getByTestId('navigated-away')).toBeInTheDocument();
});
