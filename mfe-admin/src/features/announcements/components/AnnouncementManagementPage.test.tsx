import { fastUser } from '../../../testing/setup';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { makeAnnouncement } from '../../../testing/fixtures';
import { AnnouncementManagementPage } from './AnnouncementManagementPage';

const server = setupApiServer();
const route = { route: '/admin/announcement-management', path: '/admin/announcement-management' };

test('lists announcements with audience and category; Previous is disabled on page 1', async () => {
  const user = fastUser();
  const pages: string[] = [];
  server.use(
    http.get(`${API}/admin/announcement/list`, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page')!;
      pages.push(page);
      const announcements =
        page === '1'
          ? [makeAnnouncement(), makeAnnouncement({ _id: 'a2', title: 'Members night', scope: 'MemberOnly', category: 'Community', featured: true })]
          : [makeAnnouncement({ _id: 'a3', title: 'Older news', scope: 'MemberOnly' })];
      return HttpResponse.json({ status: 'ok', announcements, totalPages: 2 });
    }),
  );
  renderPage(<AnnouncementManagementPage />, route);
  const row = (await screen.findByText('Members night')).closest('tr')!;
  expect(within(row).getByText('Members Only')).toBeInTheDocument();
  expect(within(row).getByText('Community')).toBeInTheDocument();
  expect(within(row).getByText('Featured')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit Members night' })).toHaveAttribute('href', '/admin/announcement-edit/a2');
  expect(screen.getByRole('link', { name: /New Announcement/ })).toHaveAttribute('href', '/admin/announcement-create');
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  const older = (await screen.findByText('Older news')).closest('tr')!;
  expect(within(older).getByText('Members Only')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  expect(pages).toEqual(['1', '2']);
});

test('an empty page says No announcements found and disables Next', async () => {
  server.use(http.get(`${API}/admin/announcement/list`, () => HttpResponse.json({ status: 'ok', announcements: [] })));
  renderPage(<AnnouncementManagementPage />, route);
  expect(await screen.findByText('No announcements found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
});

test('shows the load error', async () => {
  server.use(http.get(`${API}/admin/announcement/list`, () => HttpResponse.json({ status: 'nok' }, { status: 500 })));
  renderPage(<AnnouncementManagementPage />, route);
  expect(await screen.findByText('Error loading announcements data')).toBeInTheDocument();
});

test('deletes after a confirmation', async () => {
  const user = fastUser();
  let announcements = [makeAnnouncement(), makeAnnouncement({ _id: 'a2', title: 'Members night' })];
  server.use(
    http.get(`${API}/admin/announcement/list`, () => HttpResponse.json({ status: 'ok', announcements, totalPages: 1 })),
    http.delete(`${API}/cms/announcement/a2`, () => {
      announcements = announcements.slice(0, 1);
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  renderPage(<AnnouncementManagementPage />, route);
  await user.click(await screen.findByRole('button', { name: 'Delete Members night' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Announcement deleted successfully')).toBeInTheDocument();
  expect(screen.queryByText('Members night')).toBeNull();
});

test('on a phone the announcements are cards', async () => {
  window.innerWidth = 375;
  server.use(
    http.get(`${API}/admin/announcement/list`, () =>
      HttpResponse.json({ status: 'ok', announcements: [makeAnnouncement({ scope: 'MemberOnly' })], totalPages: 1 }),
    ),
  );
  renderPage(<AnnouncementManagementPage />, route);
  const card = (await screen.findByText('Course closed for maintenance')).closest('li')!;
  expect(screen.queryByRole('table')).toBeNull();
  expect(within(card).getByText('Members Only')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Edit Course closed for maintenance' })).toHaveAttribute('href', '/admin/announcement-edit/ann-1');
});

test('a page past the end (?page=99 of 3) shows the last page, not "Page 99 of 99"', async () => {
  const pages: string[] = [];
  server.use(
    http.get(`${API}/admin/announcement/list`, ({ request }) => {
      const page = new URL(request.url).searchParams.get('page')!;
      pages.push(page);
      const announcements = page === '3' ? [makeAnnouncement({ _id: 'a21', title: 'Oldest news' })] : [];
      return HttpResponse.json({ status: 'ok', announcements, totalPages: 3 });
    }),
  );
  renderPage(<AnnouncementManagementPage />, { ...route, route: '/admin/announcement-management?page=99' });
  expect(await screen.findByText('Oldest news')).toBeInTheDocument();
  expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  expect(screen.queryByText(/Page 99/)).toBeNull();
  expect(screen.queryByText('No announcements found')).toBeNull();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(pages).toEqual(['99', '3']);
});
