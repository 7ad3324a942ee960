import '../../../testing/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { imageFile, makeUser } from '../../../testing/fixtures';
import type { AdminUser } from '@golf/contract/profile';
import type { Family } from '@golf/contract/family';
import { UserDetailPage } from './UserDetailPage';

const server = setupApiServer();
const route = { route: '/admin/user-management/user-detail/user-1', path: '/admin/user-management/user-detail/:userId' };

const NO_FAMILY: Family = { guardians: [{ _id: 'user-1', fullName: 'Chan Tai Man', email: 'taiman@golf.test', you: true }], juniors: [], invites: [] };

/** An API that keeps one user and records the update bodies it receives. */
function fakeUserApi(initial: AdminUser = makeUser(), family: Family = NO_FAMILY) {
  let user = { ...initial };
  const updates: unknown[] = [];
  const frozenCalls: unknown[] = [];
  const closingCalls: string[] = [];
  let closure: { requestedAt: string; eraseAfter: string } | null = null;
  server.use(
    http.get(`${API}/admin/user/get/user-1`, () => HttpResponse.json({ status: 'ok', user })),
    http.get(`${API}/admin/privacy/users/user-1`, () => HttpResponse.json({ status: 'ok', closure, closedAt: null })),
    http.post(`${API}/admin/privacy/users/user-1/close`, () => {
      closingCalls.push('close');
      closure = { requestedAt: '2026-11-28T02:00:00.000Z', eraseAfter: '2026-12-28T02:00:00.000Z' };
      return HttpResponse.json({ status: 'ok', closure });
    }),
    http.post(`${API}/admin/privacy/users/user-1/close/cancel`, () => {
      closingCalls.push('cancel');
      closure = null;
      return HttpResponse.json({ status: 'ok' });
    }),
    http.get(`${API}/admin/family/of/user-1`, () => HttpResponse.json({ status: 'ok', family })),
    http.put(`${API}/admin/user/update/user-1`, async ({ request }) => {
      const body = (await request.json()) as { field: string; value: unknown };
      updates.push(body);
      if (body.field !== 'password') user = { ...user, [body.field]: body.value };
      return HttpResponse.json({ status: 'ok', user });
    }),
    http.put(`${API}/admin/user/frozen/set`, async ({ request }) => {
      const body = (await request.json()) as { frozen: boolean };
      frozenCalls.push(body);
      user = { ...user, accountFrozen: body.frozen };
      return HttpResponse.json({ status: 'ok', user });
    }),
  );
  return { updates, frozenCalls, closingCalls };
}

test('shows the user in view mode', async () => {
  fakeUserApi(makeUser({ annualMembershipActivated: true, annualMembershipExpiredAt: '2027-03-01T00:00:00.000Z' }));
  renderPage(<UserDetailPage />, route);
  expect(await screen.findByRole('heading', { name: 'Chan Tai Man' })).toBeInTheDocument();
  expect(screen.getAllByText('#00000042').length).toBeGreaterThan(0);
  expect(screen.getAllByText('Annual Membership').length).toBeGreaterThan(0);
  expect(screen.getByText('2027-03-01')).toBeInTheDocument();
  expect(screen.getByText('+852 91234567')).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
});

test('shows the privacy consent: the version and day agreed, or not recorded for an older account (decision 94)', async () => {
  fakeUserApi(makeUser({ privacyNoticeVersion: '2026-11', privacyConsentedAt: '2026-11-20T02:00:00.000Z', marketingConsent: true }));
  const { unmount } = renderPage(<UserDetailPage />, route);
  expect(await screen.findByText(/Version 2026-11, agreed 2026-11-20/)).toBeInTheDocument();
  expect(screen.getByText('Agreed')).toBeInTheDocument();
  unmount();
  fakeUserApi(makeUser({ privacyNoticeVersion: null, privacyConsentedAt: null, marketingConsent: false }));
  renderPage(<UserDetailPage />, { ...route, language: 'zh' });
  expect(await screen.findByText('未有紀錄（帳戶在要求同意前建立）')).toBeInTheDocument();
  expect(screen.getByText('未同意')).toBeInTheDocument();
});

test('saves only the changed fields, one call each, then returns to view mode', async () => {
  const { updates } = fakeUserApi();
  renderPage(<UserDetailPage />, route);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));

  const form = screen.getByRole('form', { name: 'Edit' });
  const name = within(form).getByLabelText(/Full Name/);
  await userEvent.clear(name);
  await userEvent.type(name, 'Chan Siu Ming');
  await userEvent.selectOptions(within(form).getByLabelText('Membership'), 'annual');
  await userEvent.clear(within(form).getByLabelText('Points'));
  await userEvent.type(within(form).getByLabelText('Points'), '7.9');
  await userEvent.clear(within(form).getByLabelText('Free Practice Sessions'));
  await userEvent.selectOptions(within(form).getByLabelText('Gender'), 'Female');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  expect(updates).toEqual([
    { updateType: 'SingleField', field: 'fullName', value: 'Chan Siu Ming' },
    { updateType: 'SingleField', field: 'gender', value: 'Female' },
    { updateType: 'SingleField', field: 'annualMembershipActivated', value: true },
    { updateType: 'SingleField', field: 'point', value: 7 },
    { updateType: 'SingleField', field: 'noOfFreePractice', value: 0 },
  ]);
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Chan Siu Ming' })).toBeInTheDocument();
});

test('changes the password only when one is typed, and checks its length first', async () => {
  const { updates } = fakeUserApi();
  renderPage(<UserDetailPage />, route);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const password = screen.getByLabelText('New Password');
  await userEvent.type(password, '123');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('New password must be at least 8 characters long.')).toBeInTheDocument();
  expect(updates).toEqual([]);

  await userEvent.type(password, '45678');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  expect(updates).toEqual([{ updateType: 'SingleField', field: 'password', value: '12345678' }]);
});

test('an unchanged form saves nothing and returns to view mode', async () => {
  const { updates } = fakeUserApi();
  renderPage(<UserDetailPage />, route);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('No changes to save')).toBeInTheDocument();
  expect(updates).toEqual([]);
  expect(screen.queryByRole('form')).toBeNull();
});

test('a refused update says Update failed with the server text and stays in edit mode', async () => {
  fakeUserApi(makeUser({ userGroup: 'Admin' }));
  server.use(
    http.put(`${API}/admin/user/update/user-1`, () => HttpResponse.json({ status: 'nok', error: 'You cannot remove your own admin rights.' }, { status: 409 })),
  );
  renderPage(<UserDetailPage />, route);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'User Group' }), 'User');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Update failed')).toBeInTheDocument();
  expect(screen.getByText('You cannot remove your own admin rights.')).toBeInTheDocument();
  expect(screen.getByRole('form')).toBeInTheDocument();
});

// The API's 409 for an email another account has carries its sign-up text ("Please sign in, or
// activate your membership"), which means nothing to an admin editing someone else's account.
const SIGN_UP_TEXT = 'An account with this email already exists. Please sign in, or activate your membership if the club registered you.';

test.each([
  ['en', 'Edit', 'Save', /Email/, 'This email is already used by another account.', 'Update failed'],
  ['zh', '編輯', '儲存', /電郵/, '此電郵已被另一個帳戶使用。', '更新失敗'],
] as const)('an email another account has is said so in admin words, at the field (%s)', async (language, edit, save, label, message, failed) => {
  fakeUserApi();
  server.use(http.put(`${API}/admin/user/update/user-1`, () => HttpResponse.json({ status: 'nok', error: SIGN_UP_TEXT }, { status: 409 })));
  renderPage(<UserDetailPage />, { ...route, language });
  await userEvent.click(await screen.findByRole('button', { name: edit }));
  const email = screen.getByLabelText(label);
  await userEvent.clear(email);
  await userEvent.type(email, 'taken@golf.test');
  await userEvent.click(screen.getByRole('button', { name: save }));
  expect(await screen.findByText(failed)).toBeInTheDocument();
  expect(screen.getAllByText(message).length).toBe(2);
  expect(screen.queryByText(SIGN_UP_TEXT)).toBeNull();
  expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(label)).toHaveValue('taken@golf.test');
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveFocus());
});

test('freezes after a confirmation and unfreezes at once', async () => {
  const { frozenCalls } = fakeUserApi();
  renderPage(<UserDetailPage />, route);
  await userEvent.click(await screen.findByRole('button', { name: 'Freeze Account' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(/Chan Tai Man is signed out at once/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze Account' }));

  expect(await screen.findByText('Account frozen')).toBeInTheDocument();
  expect(screen.getByText('This account is frozen: the user cannot sign in.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Unfreeze Account' }));
  expect(await screen.findByText('Account unfrozen')).toBeInTheDocument();
  expect(frozenCalls).toEqual([
    { userId: 'user-1', frozen: true },
    { userId: 'user-1', frozen: false },
  ]);
});

test('a failed freeze says Operation failed', async () => {
  fakeUserApi(makeUser({ accountFrozen: true }));
  server.use(http.put(`${API}/admin/user/frozen/set`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  renderPage(<UserDetailPage />, route);
  await userEvent.click(await screen.findByRole('button', { name: 'Unfreeze Account' }));
  expect(await screen.findByText('Operation failed')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unfreeze Account' })).toBeInTheDocument();
});

test('changes the profile picture: upload, then the imageFileId field', async () => {
  const { updates } = fakeUserApi();
  server.use(http.post(`${API}/cms/file`, () => HttpResponse.json({ status: 'ok', fileId: 'file-9' })));
  renderPage(<UserDetailPage />, route);
  await screen.findByRole('heading', { name: 'Chan Tai Man' });
  await userEvent.upload(screen.getByTestId('picture-input'), imageFile());
  expect(await screen.findByText('Profile picture updated successfully')).toBeInTheDocument();
  expect(updates).toEqual([{ updateType: 'SingleField', field: 'imageFileId', value: 'file-9' }]);
});

test('refuses a file that is not an image or too large, and reports a failed upload', async () => {
  const { updates } = fakeUserApi();
  server.use(http.post(`${API}/cms/file`, () => HttpResponse.json({ status: 'nok', error: 'Only PNG and JPEG images' }, { status: 415 })));
  renderPage(<UserDetailPage />, route);
  await screen.findByRole('heading', { name: 'Chan Tai Man' });
  const input = screen.getByTestId('picture-input');
  // As if the person switched the picker to "All files".
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(input, imageFile('notes.txt', 10, 'text/plain'));
  expect(await screen.findByText('Please select an image file.')).toBeInTheDocument();
  await userEvent.upload(input, imageFile('big.png', 6 * 1024 * 1024));
  expect(await screen.findByText('Please select an image smaller than 5MB.')).toBeInTheDocument();
  await userEvent.upload(input, imageFile());
  expect(await screen.findByText('Failed to update profile picture')).toBeInTheDocument();
  expect(screen.getByText('Only PNG and JPEG images')).toBeInTheDocument();
  await waitFor(() => expect(updates).toEqual([]));
});

test('says when the user does not exist', async () => {
  server.use(http.get(`${API}/admin/user/get/user-1`, () => HttpResponse.json({ status: 'nok', error: 'User not found.' }, { status: 404 })));
  renderPage(<UserDetailPage />, route);
  expect(await screen.findByText('User not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to User Management' })).toHaveAttribute('href', '/admin/user-management');
});

test('shows the load error with a retry', async () => {
  server.use(http.get(`${API}/admin/user/get/user-1`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  renderPage(<UserDetailPage />, route);
  expect(await screen.findByText('Error loading user data')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('the membership expiry is edited as a Hong Kong date, or cleared for no end date', async () => {
  const { updates } = fakeUserApi(makeUser({ annualMembershipActivated: true, annualMembershipExpiredAt: '2027-03-01T15:59:59.999Z' }));
  renderPage(<UserDetailPage />, route);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const form = screen.getByRole('form', { name: 'Edit' });
  const expiry = within(form).getByLabelText('Membership Expires');
  expect(expiry).toHaveValue('2027-03-01');
  fireEvent.change(expiry, { target: { value: '2027-06-30' } });
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
  expect(updates).toEqual([{ updateType: 'SingleField', field: 'annualMembershipExpiredAt', value: '2027-06-30' }]);

  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  fireEvent.change(within(screen.getByRole('form', { name: 'Edit' })).getByLabelText('Membership Expires'), { target: { value: '' } });
  await userEvent.click(within(screen.getByRole('form', { name: 'Edit' })).getByRole('button', { name: 'Save' }));
  await screen.findAllByText('User updated successfully');
  expect(updates.at(-1)).toEqual({ updateType: 'SingleField', field: 'annualMembershipExpiredAt', value: null });
});

test('shows the family the user guards, with what the club needs at events (zh)', async () => {
  fakeUserApi(makeUser(), {
    ...NO_FAMILY,
    juniors: [
      {
        _id: 'p1', name: { zh: '陳小明', en: 'Chan Siu Ming' }, dateOfBirth: '2017-05-01', age: 9, gender: 'Male', school: null, kscId: null, handicapIndex: null, imageFileId: null,
        emergencyContact: { name: 'Wong Mei', relation: '母親', phone: '91234567' }, medicalNotes: '哮喘', photoConsent: false, photoConsentAt: '2026-11-01T00:00:00.000Z',
        forumConsent: null, forumConsentAt: null, membership: { status: 'guest', expiresAt: null }, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
      },
    ],
  });
  renderPage(<UserDetailPage />, { ...route, language: 'zh' });
  const junior = await screen.findByTestId('admin-junior');
  expect(junior).toHaveTextContent('陳小明');
  expect(junior).toHaveTextContent('9 歲');
  expect(junior).toHaveTextContent('拍照：不可以');
  expect(junior).toHaveTextContent('討論區：尚未回覆');
  expect(junior).toHaveTextContent('醫療備註：哮喘');
  expect(junior).toHaveTextContent('緊急聯絡：Wong Mei（母親），91234567');
});

test('an account without juniors says so', async () => {
  fakeUserApi();
  renderPage(<UserDetailPage />, route);
  expect(await screen.findByText('No juniors under this account.')).toBeInTheDocument();
});

test('closes the account on the member’s request after a confirmation, and cancels it', async () => {
  const { closingCalls } = fakeUserApi();
  renderPage(<UserDetailPage />, route);
  const card = await screen.findByRole('region', { name: 'Closing the account' });
  await userEvent.click(await within(card).findByRole('button', { name: 'Close on request' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Close Chan Tai Man’s account?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close in 30 days' }));
  expect(await within(card).findByText(/Will be erased on .* unless cancelled\./)).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Cancel the closing' }));
  expect(await within(card).findByRole('button', { name: 'Close on request' })).toBeInTheDocument();
  expect(closingCalls).toEqual(['close', 'cancel']);
});
