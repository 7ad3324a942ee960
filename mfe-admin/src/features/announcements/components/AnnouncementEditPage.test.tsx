import { fastUser, gate } from '../../../testing/setup';
import { fireEvent, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { makeAnnouncement } from '../../../testing/fixtures';
import { AnnouncementEditPage } from './AnnouncementEditPage';

const server = setupApiServer();
const route = { route: '/admin/announcement-edit/ann-1', path: '/admin/announcement-edit/:announcementId' };

function serve(announcement = makeAnnouncement({ scope: 'MemberOnly', category: 'Golf', imageFileId: 'img-3' })) {
  server.use(
    http.get(`${API}/cms/announcement/get/ann-1`, async () => {
      await delay(20);
      return HttpResponse.json({ status: 'ok', announcement });
    }),
  );
}

test('loads with a spinner, then fills the form and shows the current image', async () => {
  serve();
  renderPage(<AnnouncementEditPage />, route);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByLabelText(/Title · English/)).toHaveValue('Course closed for maintenance');
  expect(screen.getByLabelText(/Audience/)).toHaveValue('MemberOnly');
  expect(screen.getByLabelText(/Category/)).toHaveValue('Golf');
  expect(screen.getByText('Current image')).toBeInTheDocument();
  expect(screen.getByAltText('Current image')).toHaveAttribute('src', 'http://localhost:4000/ext/file/img-3');
});

test('updates without the unchanged display date, says Updating..., then returns to the list', async () => {
  const answer = gate();
  const user = fastUser();
  serve();
  let body: unknown;
  server.use(
    http.put(`${API}/cms/announcement/ann-1`, async ({ request }) => {
      body = await request.json();
      await answer.passed();
      return HttpResponse.json({ status: 'ok', announcement: makeAnnouncement() });
    }),
  );
  renderPage(<AnnouncementEditPage />, route);
  fireEvent.change(await screen.findByLabelText(/Title · English/), { target: { value: 'Course open again' } });
  await user.click(screen.getByRole('button', { name: 'Remove Image' }));
  await user.click(screen.getByRole('button', { name: 'Update Announcement' }));
  expect(await screen.findByText('Updating...')).toBeInTheDocument();
  answer.open();
  expect(await screen.findByText('Announcement updated successfully')).toBeInTheDocument();
  expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  expect(body).toEqual({
    title: { zh: null, en: 'Course open again' },
    scope: 'MemberOnly',
    category: 'Golf',
    content: { zh: null, en: 'The course is closed on Monday.' },
    displayCreatedBy: 'Golf Community Team',
    imageFileId: null,
    featured: false,
  });
});

test('an admin sees both languages side by side and completes the missing one', async () => {
  const user = fastUser();
  serve(makeAnnouncement({ titles: { zh: '球場維修', en: null }, contents: { zh: '星期一關閉。', en: null } }));
  let body: unknown;
  server.use(
    http.put(`${API}/cms/announcement/ann-1`, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ status: 'ok', announcement: makeAnnouncement() });
    }),
  );
  renderPage(<AnnouncementEditPage />, route);
  expect(await screen.findByLabelText(/Title · Chinese/)).toHaveValue('球場維修');
  expect(screen.getByLabelText(/Title · Chinese/)).toHaveAttribute('lang', 'zh-Hant');
  expect(screen.getByLabelText(/Title · English/)).toHaveValue('');
  fireEvent.change(screen.getByLabelText(/Content · English/), { target: { value: 'Closed on Monday.' } });
  fireEvent.change(screen.getByLabelText(/Title · Chinese/), { target: { value: '' } });
  await user.click(screen.getByRole('button', { name: 'Update Announcement' }));
  // Neither language of the title: the form says so in its own words, and sends nothing.
  expect(await screen.findByText('Write the title in Chinese, English or both')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(/Title · English/), { target: { value: 'Course works' } });
  await user.click(screen.getByRole('button', { name: 'Update Announcement' }));
  await screen.findByTestId('navigated-away');
  expect(body).toMatchObject({ title: { zh: null, en: 'Course works' }, content: { zh: '星期一關閉。', en: 'Closed on Monday.' } });
});

test('a failed update stays with an error toast', async () => {
  const user = fastUser();
  serve();
  server.use(http.put(`${API}/cms/announcement/ann-1`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  renderPage(<AnnouncementEditPage />, route);
  await screen.findByLabelText(/Title · English/);
  await user.click(screen.getByRole('button', { name: 'Update Announcement' }));
  expect(await screen.findByText('Error updating announcement')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Update Announcement' })).toBeEnabled();
});

test('says Announcement Not Found for an unknown id', async () => {
  server.use(http.get(`${API}/cms/announcement/get/ann-1`, () => HttpResponse.json({ status: 'nok', error: 'Not found' }, { status: 404 })));
  renderPage(<AnnouncementEditPage />, route);
  expect(await screen.findByText('Announcement Not Found')).toBeInTheDocument();
  expect(screen.getByText('Please check if the announcement ID is correct')).toBeInTheDocument();
});

test('a load failure toasts, shows the error and retries', async () => {
  const user = fastUser();
  let fail = true;
  server.use(
    http.get(`${API}/cms/announcement/get/ann-1`, () =>
      fail ? HttpResponse.json({ status: 'nok', error: 'Database busy' }, { status: 500 }) : HttpResponse.json({ status: 'ok', announcement: makeAnnouncement() }),
    ),
  );
  renderPage(<AnnouncementEditPage />, route);
  expect(await screen.findByText('Failed to load announcement')).toBeInTheDocument();
  expect(screen.getByText('Database busy')).toBeInTheDocument();
  expect(screen.getByText('Error loading announcement')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText(/Title · English/)).toHaveValue('Course closed for maintenance');
});
