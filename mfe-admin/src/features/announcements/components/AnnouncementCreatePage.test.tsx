import { fastUser, gate } from '../../../testing/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import dayjs from 'dayjs';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { imageFile } from '../../../testing/fixtures';
import { AnnouncementCreatePage } from './AnnouncementCreatePage';

const server = setupApiServer();
const route = { route: '/admin/announcement-create', path: '/admin/announcement-create' };

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

test('shows the title, subtitle and defaults: scope All, today, the team, 6 content rows', () => {
  renderPage(<AnnouncementCreatePage />, route);
  expect(screen.getByRole('heading', { name: 'Create Announcement' })).toBeInTheDocument();
  expect(screen.getByText('Add a new system announcement')).toBeInTheDocument();
  expect(screen.getByLabelText(/Audience/)).toHaveValue('All');
  expect(screen.getByLabelText(/Display Date/)).toHaveValue(dayjs().format('YYYY-MM-DD'));
  expect(screen.getByLabelText(/Created By/)).toHaveValue('Golf Community Team');
  expect(screen.getByLabelText(/Content · English/)).toHaveAttribute('rows', '6');
  expect(screen.getByText('PNG, JPG, JPEG (max 5MB)')).toBeInTheDocument();
});

test('requires title, display date, created by and content', async () => {
  const user = fastUser();
  renderPage(<AnnouncementCreatePage />, route);
  fill(/Display Date/, '');
  fill(/Created By/, '  ');
  await user.click(screen.getByRole('button', { name: 'Create Announcement' }));
  for (const message of ['Write the title in Chinese, English or both', 'Display date is required', 'Created by is required', 'Write the content in Chinese, English or both']) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
});

test('checks the image: type and size, with preview and remove', async () => {
  const user = fastUser();
  // As if the person switched the file picker to "All files".
  const picker = fastUser({ applyAccept: false });
  renderPage(<AnnouncementCreatePage />, route);
  const input = screen.getByTestId('image-input');
  await user.upload(input, imageFile('big.png', 5 * 1024 * 1024 + 1));
  expect(screen.getByText('Image must be less than 5MB.')).toBeInTheDocument();
  await picker.upload(input, imageFile('anim.gif', 100, 'image/gif'));
  expect(screen.getByText('Please select a valid image file.')).toBeInTheDocument();
  await user.upload(input, imageFile('ok.jpg', 100, 'image/jpeg'));
  expect(screen.queryByText('Please select a valid image file.')).toBeNull();
  expect(screen.getByAltText('Selected image')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove Image' }));
  expect(screen.queryByAltText('Selected image')).toBeNull();
});

test('creates a MemberOnly announcement with an image, says Creating..., then returns to the list', async () => {
  const answer = gate();
  const user = fastUser();
  let body: unknown;
  server.use(
    http.post(`${API}/cms/file`, () => HttpResponse.json({ status: 'ok', fileId: 'img-5' })),
    http.post(`${API}/cms/announcement/create`, async ({ request }) => {
      body = await request.json();
      await answer.passed();
      return HttpResponse.json({ status: 'ok', announcement: { _id: 'a9' } });
    }),
  );
  renderPage(<AnnouncementCreatePage />, route);
  fill(/Title · English/, 'Members night');
  fill(/Title · Chinese/, '會員之夜');
  await user.selectOptions(screen.getByLabelText(/Audience/), 'MemberOnly');
  await user.selectOptions(screen.getByLabelText(/Category/), 'Community');
  fill(/Display Date/, '2026-05-01');
  fill(/Content · English/, 'Drinks at the clubhouse.');
  await user.upload(screen.getByTestId('image-input'), imageFile());
  await user.click(screen.getByRole('button', { name: 'Create Announcement' }));
  expect(await screen.findByText('Creating...')).toBeInTheDocument();
  answer.open();
  expect(await screen.findByText('Announcement created successfully')).toBeInTheDocument();
  expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  // Both languages as written; the one left empty is sent as null (DESIGN §13).
  expect(body).toEqual({
    title: { zh: '會員之夜', en: 'Members night' },
    scope: 'MemberOnly',
    category: 'Community',
    content: { zh: null, en: 'Drinks at the clubhouse.' },
    displayCreatedBy: 'Golf Community Team',
    displayDate: '2026-05-01',
    imageFileId: 'img-5',
    featured: false,
  });
});

test('a failed create stays with an error toast; a failed upload says so', async () => {
  const user = fastUser();
  server.use(
    http.post(`${API}/cms/announcement/create`, () => HttpResponse.json({ status: 'nok', error: 'Title is too long' }, { status: 400 })),
  );
  renderPage(<AnnouncementCreatePage />, route);
  fill(/Title · English/, 'Members night');
  fill(/Content · English/, 'Drinks.');
  await user.click(screen.getByRole('button', { name: 'Create Announcement' }));
  expect(await screen.findByText('Error creating announcement')).toBeInTheDocument();
  expect(screen.getByText('Title is too long')).toBeInTheDocument();
  expect(screen.getByLabelText(/Title · English/)).toHaveValue('Members night');

  server.use(http.post(`${API}/cms/file`, () => HttpResponse.json({ status: 'nok', error: 'Only PNG and JPEG' }, { status: 415 })));
  await user.upload(screen.getByTestId('image-input'), imageFile());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Create Announcement' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Create Announcement' }));
  expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
  expect(screen.getByText('Only PNG and JPEG')).toBeInTheDocument();
});

test('cancel returns to the list', async () => {
  const user = fastUser();
  renderPage(<AnnouncementCreatePage />, route);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
});
