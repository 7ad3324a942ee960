import { fastUser } from '../testing/setup';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { makeUser } from '../testing/fixtures';
import Admin from './Admin';

setupApiServer(
  http.get(`${API}/admin/user/list`, () => HttpResponse.json({ status: 'ok', users: [makeUser()], total: 1, lastPage: 1 })),
  http.get(`${API}/admin/event/list`, () => HttpResponse.json({ status: 'ok', events: [], total: 0, lastPage: 0 })),
  http.get(`${API}/admin/dashboard/waiting`, () => HttpResponse.json({ status: 'ok', period: 'month', asOf: '2026-11-28T00:00:00Z', items: [{ key: 'reports', count: 1 }] })),
  http.get(`${API}/admin/dashboard/:panel`, () => HttpResponse.json({ status: 'nok', error: 'not in this test' }, { status: 503 })),
);

function signInAs(userGroup: 'Admin' | 'User') {
  useAuthStore.setState({ status: 'signedIn', token: 't', profile: makeUser({ userGroup }) });
}

const at = (route: string) => ({ route, path: '/admin/*' });

afterEach(() => useAuthStore.setState({ status: 'signedOut', token: null, profile: null }));

test('the index opens the dashboard inside the admin layout; user management keeps its own route', async () => {
  signInAs('Admin');
  renderPage(<Admin />, at('/admin'));
  expect(await screen.findByRole('heading', { level: 1, name: 'The club at a glance' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Review the reports in Forum Moderation' })).toHaveAttribute('href', '/admin/moderation');
  const nav = screen.getAllByRole('navigation', { name: 'Admin sections' })[0]!;
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  for (const [name, href] of [
    ['User Management', '/admin/user-management'],
    ['Event Management', '/admin/event-management'],
    ['Announcement Management', '/admin/announcement-management'],
    ['Live Update Management', '/admin/live-update-management'],
    ['Enquiries', '/admin/enquiries'],
    ['Forum Moderation', '/admin/moderation'],
    ['Outbox', '/admin/outbox'],
    ['Event Check-in', '/admin/check-in'],
    ['Access log', '/admin/access-log'],
    ['Data requests', '/admin/data-requests'],
  ]) {
    expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
  }
});

test('user management opens at its own route, its section current', async () => {
  signInAs('Admin');
  renderPage(<Admin />, at('/admin/user-management'));
  expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
  const nav = screen.getAllByRole('navigation', { name: 'Admin sections' })[0]!;
  expect(within(nav).getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
});

test('the sidebar collapses to icons and remembers it', async () => {
  signInAs('Admin');
  renderPage(<Admin />, at('/admin/event-management'));
  await screen.findByRole('heading', { name: 'Event Management' });
  await fastUser().click(screen.getByRole('button', { name: 'Collapse sidebar' }));
  expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  // Collapsed links keep their names for screen readers and a tooltip for the eye.
  expect(screen.getAllByRole('link', { name: 'Event Management' })[0]).toHaveAttribute('title', 'Event Management');
  expect(localStorage.getItem('admin.sidebarCollapsed')).toBe('true');
});

test('a create or edit screen keeps its section highlighted', async () => {
  signInAs('Admin');
  renderPage(<Admin />, at('/admin/event-create'));
  expect(await screen.findByRole('heading', { name: 'Create Event' })).toBeInTheDocument();
  const nav = screen.getAllByRole('navigation', { name: 'Admin sections' })[0]!;
  expect(within(nav).getByRole('link', { name: 'Event Management' })).toHaveAttribute('aria-current', 'page');
});

test('an unknown admin path shows not found', async () => {
  signInAs('Admin');
  renderPage(<Admin />, at('/admin/no-such-page'));
  expect(await screen.findByText('Admin page not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to User Management' })).toHaveAttribute('href', '/admin/user-management');
});

test('a member who is not an admin is told the page is for administrators', () => {
  signInAs('User');
  renderPage(<Admin />, at('/admin/user-management'));
  expect(screen.getByRole('heading', { level: 1, name: 'This page is for club administrators' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'User Management' })).toBeNull();
});

test('a visitor is sent to sign in', () => {
  useAuthStore.setState({ status: 'signedOut', token: null, profile: null });
  renderPage(<Admin />, at('/admin/user-management'));
  expect(screen.getByTestId('navigated-away')).toBeInTheDocument();
});

test('speaks Chinese in the frame', async () => {
  signInAs('Admin');
  renderPage(<Admin />, { ...at('/admin/user-management'), language: 'zh' });
  expect(await screen.findByRole('heading', { name: '用戶管理' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: '即時動態管理' }).length).toBeGreaterThan(0);
});
