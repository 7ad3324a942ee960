import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '@golf/shared/testing/api-server';
import { useLocation } from 'react-router-dom';
import { renderPage } from '@golf/shared/testing/render';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { PLACEHOLDER_IMAGE } from '@golf/shared/components/placeholder-image';
import { readToken, writeToken } from '@golf/shared/api/session-token';
import type { Profile } from '@golf/contract/profile';
import { makeProfile } from '@golf/shared/testing/profile';
import '../i18n/shell-catalogue';
import composition from '../../remotes.json';
import { setupShellTest } from '../testing/shell-test';
import { NavBar } from './NavBar';
import { countFitting } from './NavLinks';
import { readMenu, type MenuEntry } from './menu';

const server = setupShellTest();

const member: Profile = makeProfile({
  _id: 'u1',
  numericId: 7,
  email: 'kid@golf.hk',
  annualMembershipActivated: true,
  point: 0,
});

const PUBLIC = ['Announcements', 'Discussions', 'Event Calendar', 'Golf Courses', 'About Us', 'Membership Benefits', 'Contact Us'];
const SIGNED_IN = ['Membership', 'Events', 'Golf', 'My Bookings', 'Settings'];

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

// The menu the site ships: the composition's (shell/remotes.json).
const MENU = readMenu(composition.menu);

function renderNav(route = '/announcements', language: 'zh' | 'en' = 'en', menu: MenuEntry[] = MENU) {
  return renderPage(
    <>
      <NavBar menu={menu} />
      <Where />
    </>,
    { route, language },
  );
}

async function openMenu(): Promise<string[]> {
  await userEvent.click(screen.getByTestId('nav-menu'));
  const menu = screen.getByTestId('nav-menu-content');
  expect(menu).toBeVisible();
  expect(screen.getByTestId('nav-menu')).toHaveAttribute('aria-expanded', 'true');
  return [...menu.querySelectorAll('a, button')].map((entry) => entry.textContent ?? '');
}

test('a visitor sees the public entries, then Sign In last, and a sign-up button', async () => {
  useAuthStore.setState({ status: 'signedOut', token: null, profile: null });
  renderNav();
  expect(await openMenu()).toEqual([...PUBLIC, 'Sign In']);
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  expect(screen.queryByTestId('welcome')).toBeNull();
});

test('a member also sees Membership, Events, My Bookings and Settings, then Logout last, and a greeting', async () => {
  useAuthStore.setState({ status: 'signedIn', token: 't', profile: member });
  renderNav();
  expect(await openMenu()).toEqual([...PUBLIC, ...SIGNED_IN, 'Logout']);
  expect(screen.getByTestId('welcome')).toHaveTextContent('Welcome, Chan');
  expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
});

test('no Sign Up flashes while a kept session is still being checked', () => {
  useAuthStore.setState({ status: 'loading', token: 't', profile: null });
  renderNav();
  expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
});

test('an admin also sees Admin, before Logout', async () => {
  useAuthStore.setState({ status: 'signedIn', token: 't', profile: { ...member, userGroup: 'Admin' } });
  renderNav();
  expect(await openMenu()).toEqual([...PUBLIC, ...SIGNED_IN, 'Admin', 'Logout']);
});

test('choosing an entry navigates there; the current page is marked', async () => {
  useAuthStore.setState({ status: 'signedOut', token: null, profile: null });
  renderNav('/discussions/abc');
  await openMenu();
  expect(screen.getByRole('link', { name: 'Discussions' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Announcements' })).not.toHaveAttribute('aria-current');
  await userEvent.click(screen.getByRole('link', { name: 'Golf Courses' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/golfcourses'));
  expect(screen.getByTestId('nav-menu')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
});

test('the menu closes with Escape (focus back on its button) and on a click outside; arrows move through it', async () => {
  useAuthStore.setState({ status: 'signedOut', token: null, profile: null });
  renderNav();
  await openMenu();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'Announcements' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('link', { name: 'Event Calendar' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(screen.getByRole('link', { name: 'Discussions' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  expect(screen.getByTestId('nav-menu')).toHaveFocus();

  await openMenu();
  await userEvent.click(screen.getByTestId('where'));
  expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
});

test('Logout ends the session on the server with its token, then here, and goes to /login', async () => {
  const ended: Array<string | null> = [];
  server.use(
    http.post(`${API}/cms/auth/signout`, ({ request }) => {
      ended.push(request.headers.get('authorization'));
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  writeToken('t');
  useAuthStore.setState({ status: 'signedIn', token: 't', profile: member });
  renderNav('/membership');
  await openMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
  expect(readToken()).toBeNull();
  expect(useAuthStore.getState().status).toBe('signedOut');
  expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
  await waitFor(() => expect(ended).toEqual(['Bearer t']));
});

test.each([
  ['the server is unreachable', () => HttpResponse.error()],
  ['the session had already ended (401)', () => HttpResponse.json({ status: 'nok', error: 'Your session has ended.' }, { status: 401 })],
])('Logout still signs out here when %s, without the "session ended" notice', async (_case, answer) => {
  let called = false;
  server.use(
    http.post(`${API}/cms/auth/signout`, () => {
      called = true;
      return answer();
    }),
  );
  writeToken('t');
  useAuthStore.setState({ status: 'signedIn', token: 't', profile: member, sessionEnded: false });
  renderNav('/membership');
  await openMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(called).toBe(true));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
  expect(readToken()).toBeNull();
  expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', sessionEnded: false });
});

test('the logo links home and falls back to the placeholder when it fails to load', () => {
  useAuthStore.setState({ status: 'signedOut', token: null, profile: null });
  renderNav();
  expect(screen.getByRole('link', { name: 'Youth Golf Community' })).toHaveAttribute('href', '/announcements');
  const logo = screen.getByTestId('logo');
  fireEvent.error(logo);
  expect(logo).toHaveAttribute('src', PLACEHOLDER_IMAGE);
});

test('reads in Chinese, and the language switcher changes and stores the language', async () => {
  useAuthStore.setState({ status: 'signedOut', token: null, profile: null });
  renderNav('/announcements', 'zh');
  expect(await openMenu()).toEqual(['公告', '討論區', '活動日曆', '高爾夫球場', '關於我們', '會員福利', '聯絡我們', '登入']);
  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(localStorage.getItem('language')).toBe('en');
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
});

test('Admin is current anywhere under /admin', async () => {
  useAuthStore.setState({ status: 'signedIn', token: 't', profile: { ...member, userGroup: 'Admin' } });
  renderNav('/admin/event-attendees/42');
  await openMenu();
  expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Events' })).not.toHaveAttribute('aria-current');
});

test('an entry added to the composition appears, in its place and in both languages, with no shell code', async () => {
  useAuthStore.setState({ status: 'signedOut', token: null, profile: null });
  const coaching = { href: '/coaching', label: { zh: '教練課程', en: 'Coaching' }, access: 'public', order: 35 };
  const menu = readMenu([...composition.menu, coaching]);
  const { unmount } = renderNav('/coaching/7', 'en', menu);
  expect(await openMenu()).toEqual([...PUBLIC.slice(0, 3), 'Coaching', ...PUBLIC.slice(3), 'Sign In']);
  expect(screen.getByRole('link', { name: 'Coaching' })).toHaveAttribute('aria-current', 'page');
  unmount();
  renderNav('/announcements', 'zh', menu);
  expect(await openMenu()).toEqual(['公告', '討論區', '活動日曆', '教練課程', '高爾夫球場', '關於我們', '會員福利', '聯絡我們', '登入']);
});

test('a malformed menu entry is left out with a console error; the rest of the menu stands', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useAuthStore.setState({ status: 'signedOut', token: null, profile: null });
  const menu = readMenu([
    null,
    'Coaching',
    { href: 'coaching', label: { zh: '教練', en: 'Coaching' }, access: 'public', order: 1 },
    { href: '//elsewhere.example', label: { zh: '別處', en: 'Elsewhere' }, access: 'public', order: 1 },
    { href: '/coaching', label: { en: 'Coaching' }, access: 'public', order: 1 },
    { href: '/coaching', label: { zh: '教練', en: 'Coaching' }, access: 'everyone', order: 1 },
    { href: '/coaching', label: { zh: '教練', en: 'Coaching' }, access: 'public', order: '1' },
    ...composition.menu,
    { href: '/announcements', label: { zh: '重複', en: 'Repeated' }, access: 'public', order: 1 },
  ]);
  renderNav('/announcements', 'en', menu);
  expect(await openMenu()).toEqual([...PUBLIC, 'Sign In']);
  expect(errors).toHaveBeenCalledTimes(8);
  expect(errors.mock.calls[0]?.[0]).toMatch(/^\[menu\] remotes.json menu\[0\] skipped/);
  expect(readMenu(undefined)).toEqual([]);
  expect(errors).toHaveBeenLastCalledWith('[menu] remotes.json has no "menu" array');
  errors.mockRestore();
});

describe('on a wide screen', () => {
  // jsdom lays nothing out: the bar gives its list 500 px, and each entry is 120 px and 4 px apart.
  const spies: jest.SpyInstance[] = [];
  beforeEach(() => {
    const index = (element: HTMLElement) => [...(element.parentElement?.children ?? [])].indexOf(element);
    spies.push(
      jest.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(() => document.body),
      jest.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
        return this.tagName === 'UL' ? 500 : 0;
      }),
      jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.tagName === 'LI' ? 120 : 0;
      }),
      jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
        return this.tagName === 'LI' ? index(this) * 124 : 0;
      }),
    );
  });
  afterEach(() => spies.splice(0).forEach((spy) => spy.mockRestore()));

  test('the entries that fit are in the bar, the rest in the menu', async () => {
    useAuthStore.setState({ status: 'signedOut', token: null, profile: null });
    renderNav('/discussions');
    const bar = screen.getByRole('navigation', { name: 'Main' });
    const inBar = [...bar.querySelectorAll('li')].filter((item) => getComputedStyle(item).visibility !== 'hidden');
    expect(inBar.map((item) => item.textContent)).toEqual(PUBLIC.slice(0, 4));
    expect(screen.getByRole('link', { name: 'Discussions' })).toHaveAttribute('aria-current', 'page');
    expect(await openMenu()).toEqual([...PUBLIC.slice(4), 'Sign In']);
  });
});

test('countFitting: entries in order until the first that passes the edge', () => {
  expect(countFitting([100, 200, 300], 250)).toBe(2);
  expect(countFitting([100, 200, 300], 300)).toBe(3);
  expect(countFitting([100], 50)).toBe(0);
  expect(countFitting([], 50)).toBe(0);
});
