import '../../../testing/setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { makeUser } from '../../../testing/fixtures';
import { UserManagementPage } from './UserManagementPage';

const server = setupApiServer();
const route = { route: '/admin/user-management', path: '/admin/user-management' };

function listUsers(answer: (params: URLSearchParams) => object, calls: string[] = []) {
  server.use(
    http.get(`${API}/admin/user/list`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.push(params.toString());
      return HttpResponse.json({ status: 'ok', ...answer(params) });
    }),
  );
  return calls;
}

test('lists users with their membership, group and status, and pages through', async () => {
  const calls = listUsers((params) => ({
    users:
      params.get('page') === '2'
        ? [makeUser({ _id: 'u11', fullName: 'Lee Ka Yan', numericId: 11 })]
        : [
            makeUser({ annualMembershipActivated: true }),
            makeUser({ _id: 'u2', fullName: 'Wong Siu Ling', userGroup: 'Admin', accountFrozen: true, numericId: 2 }),
          ],
    total: 11,
    lastPage: 2,
  }));
  renderPage(<UserManagementPage />, route);

  const row = (await screen.findByText('Chan Tai Man')).closest('tr')!;
  expect(within(row).getByText('#00000042')).toBeInTheDocument();
  expect(within(row).getByText('Annual Membership')).toBeInTheDocument();
  const frozenRow = screen.getByText('Wong Siu Ling').closest('tr')!;
  expect(within(frozenRow).getByText('Frozen')).toBeInTheDocument();
  expect(within(frozenRow).getByText('Admin')).toBeInTheDocument();
  expect(within(frozenRow).getByText('Guest')).toBeInTheDocument();
  expect(screen.getByText('11 users')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Chan Tai Man' })).toHaveAttribute('href', '/admin/user-management/user-detail/user-1');

  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('Lee Ka Yan')).toBeInTheDocument();
  expect(calls).toEqual(['page=1', 'page=2']);
});

test('searches by keyword from page 1 and says when nothing matches', async () => {
  const calls = listUsers((params) => (params.get('keyword') ? { users: [], total: 0, lastPage: 0 } : { users: [makeUser()], total: 1, lastPage: 1 }));
  renderPage(<UserManagementPage />, route);
  await screen.findByText('Chan Tai Man');

  await userEvent.type(screen.getByRole('searchbox'), 'nobody{Enter}');
  expect(await screen.findByText('No users found matching your search')).toBeInTheDocument();
  expect(calls).toEqual(['page=1', 'page=1&keyword=nobody']);

  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(await screen.findByText('Chan Tai Man')).toBeInTheDocument();
});

test('says when there are no users at all', async () => {
  listUsers(() => ({ users: [], total: 0, lastPage: 0 }));
  renderPage(<UserManagementPage />, route);
  expect(await screen.findByText('No users found')).toBeInTheDocument();
});

test('shows the load error with a retry that loads again', async () => {
  let fail = true;
  server.use(
    http.get(`${API}/admin/user/list`, () =>
      fail
        ? HttpResponse.json({ status: 'nok', error: 'Server down' }, { status: 503 })
        : HttpResponse.json({ status: 'ok', users: [makeUser()], total: 1, lastPage: 1 }),
    ),
  );
  renderPage(<UserManagementPage />, route);
  expect(await screen.findByText('Error loading user data', {}, { timeout: 3000 })).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Chan Tai Man')).toBeInTheDocument();
});

test('speaks Chinese', async () => {
  listUsers(() => ({ users: [], total: 0, lastPage: 0 }));
  renderPage(<UserManagementPage />, { ...route, language: 'zh' });
  expect(await screen.findByText('找不到用戶')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '用戶管理' })).toBeInTheDocument();
});

test('on a phone the users are cards, each with its View link', async () => {
  window.innerWidth = 375;
  listUsers(() => ({ users: [makeUser({ accountFrozen: true })], total: 1, lastPage: 1 }));
  renderPage(<UserManagementPage />, route);
  const card = (await screen.findByText('Chan Tai Man')).closest('li')!;
  expect(screen.queryByRole('table')).toBeNull();
  expect(within(card).getByText('Frozen')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'View Chan Tai Man' })).toHaveAttribute('href', '/admin/user-management/user-detail/user-1');
});

test('filters by membership and sorts, keeping both in the address and starting at page 1', async () => {
  const user = userEvent.setup();
  const calls = listUsers(() => ({ users: [makeUser()], total: 1, lastPage: 1 }));
  renderPage(<UserManagementPage />, { ...route, route: '/admin/user-management?page=3' });
  await screen.findByText('Chan Tai Man');
  await user.selectOptions(screen.getByLabelText('Show'), 'expired');
  await user.selectOptions(screen.getByLabelText('Order'), 'expiry');
  await screen.findByText('Chan Tai Man');
  expect(calls.at(-1)).toBe('page=1&status=expired&sort=expiry');
  expect(screen.getByLabelText('Show')).toHaveValue('expired');
});

test('an empty filter says nothing matches, in Chinese too', async () => {
  listUsers(() => ({ users: [], total: 0, lastPage: 1 }));
  renderPage(<UserManagementPage />, { ...route, route: '/admin/user-management?status=frozen', language: 'zh' });
  expect(await screen.findByLabelText('顯示')).toHaveValue('frozen');
  expect(screen.getByRole('option', { name: '已凍結帳戶' })).toBeInTheDocument();
});

test('a page past the end shows the last page of the list', async () => {
  const calls = listUsers((params) => ({
    users: params.get('page') === '2' ? [makeUser({ _id: 'u11', fullName: 'Lee Ka Yan', numericId: 11 })] : [],
    total: 11,
    lastPage: 2,
  }));
  renderPage(<UserManagementPage />, { ...route, route: '/admin/user-management?page=99&keyword=lee' });
  expect(await screen.findByText('Lee Ka Yan')).toBeInTheDocument();
  expect(screen.queryByText('No users found matching your search')).toBeNull();
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(calls.map((call) => new URLSearchParams(call).get('page'))).toEqual(['99', '2']);
});

test('a page past the end of an empty search is its first page', async () => {
  const calls = listUsers(() => ({ users: [], total: 0, lastPage: 0 }));
  renderPage(<UserManagementPage />, { ...route, route: '/admin/user-management?page=4&keyword=nobody' });
  expect(await screen.findByText('No users found matching your search')).toBeInTheDocument();
  expect(calls.map((call) => new URLSearchParams(call).get('page'))).toEqual(['4', '1']);
});
